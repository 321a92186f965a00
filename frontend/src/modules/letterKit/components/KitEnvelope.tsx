type KitEnvelopeProps = {
  /** The recipient block: the address lines as they go on the envelope. */
  lines: readonly string[];
};

/** The fill-in lines of the return-address block. */
const RETURN_LINES = ['Your name', 'P.O. Box or forwarding service', 'City, State ZIP'] as const;

/**
 * A #10 envelope (9.5 × 4.125 in) drawn to scale: the return-address block top left with the reminder
 * never to use a home address, a stamp box top right, and the recipient block in the middle. On screen it
 * is as wide as the page allows (its text scales with it); in print it is real size, turned a quarter
 * (letterKit.css: the layout is written in logical properties, so a vertical writing mode turns it).
 */
export function KitEnvelope({ lines }: KitEnvelopeProps) {
  return (
    <div
      className="kit-envelope"
      role="img"
      aria-label={`A #10 envelope: your return address top left, the stamp top right, and in the middle: ${lines.join(', ')}`}
    >
      <div className="kit-envelope__paper" aria-hidden="true">
        <div className="kit-envelope__return">
          {RETURN_LINES.map((label) => (
            <span key={label} className="kit-envelope__fill">
              {label}
            </span>
          ))}
          <span className="kit-envelope__reminder">
            Never your home address: use a P.O. box or a return-address forwarding service.
          </span>
        </div>
        <span className="kit-envelope__stamp">Stamp</span>
        <address className="kit-envelope__recipient">
          {lines.map((line, index) => (
            <span key={index} className="kit-envelope__line">
              {line}
            </span>
          ))}
        </address>
      </div>
    </div>
  );
}
