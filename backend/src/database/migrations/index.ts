// Every migration, oldest first. `npm run migration:generate -- Name` appends here.
import { Extensions1763700000000 } from './1763700000000-Extensions';
import { Accounts1795274999310 } from './1795274999310-Accounts';
import { Profiles1795276114321 } from './1795276114321-Profiles';
import { PromoCodes1795277633147 } from './1795277633147-PromoCodes';
import { Notifications1795277841588 } from './1795277841588-Notifications';
import { GraceReminder1795277930838 } from './1795277930838-GraceReminder';
import { Payments1795281809423 } from './1795281809423-Payments';
import { AuditLog1795282218745 } from './1795282218745-AuditLog';
import { MoneyProof1796000300000 } from './1796000300000-MoneyProof';
import { UnpaidNotice1796000400000 } from './1796000400000-UnpaidNotice';
import { Forum1796000500000 } from './1796000500000-Forum';
import { ForumCommunity1796000600000 } from './1796000600000-ForumCommunity';
import { Blog1796000700000 } from './1796000700000-Blog';
import { Sitemap1796000800000 } from './1796000800000-Sitemap';
import { BrowseOrder1796000900000 } from './1796000900000-BrowseOrder';
import { RateLimitCounters1796001000000 } from './1796001000000-RateLimitCounters';
import { BrowseSorts1796001200000 } from './1796001200000-BrowseSorts';
import { SiteContentInstalls1796001325000 } from './1796001325000-SiteContentInstalls';
import { TwoFactor1796002500000 } from './1796002500000-TwoFactor';
import { Verification1796002600000 } from './1796002600000-Verification';
import { NoticeCodes1796002700000 } from './1796002700000-NoticeCodes';
import { Consent1796002800000 } from './1796002800000-Consent';
import { WriterProfileFields1796002900000 } from './1796002900000-WriterProfileFields';
import { PenPals1796003000000 } from './1796003000000-PenPals';
import { SavedSearches1796003100000 } from './1796003100000-SavedSearches';

export const migrations = [
  Extensions1763700000000,
  Accounts1795274999310,
  Profiles1795276114321,
  PromoCodes1795277633147,
  Notifications1795277841588,
  GraceReminder1795277930838,
  Payments1795281809423,
  AuditLog1795282218745,
  MoneyProof1796000300000,
  UnpaidNotice1796000400000,
  Forum1796000500000,
  ForumCommunity1796000600000,
  Blog1796000700000,
  Sitemap1796000800000,
  BrowseOrder1796000900000,
  RateLimitCounters1796001000000,
  BrowseSorts1796001200000,
  SiteContentInstalls1796001325000,
  TwoFactor1796002500000,
  Verification1796002600000,
  NoticeCodes1796002700000,
  Consent1796002800000,
  WriterProfileFields1796002900000,
  PenPals1796003000000,
  SavedSearches1796003100000,
];
