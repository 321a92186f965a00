import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../../config/app-config';
import { BlogGeneration } from '../entities/blog-generation.entity';
import { BlogDraftingController } from './blog-drafting.controller';
import { BlogDraftingService, DraftStreamTiming } from './blog-drafting.service';
import { LanguageModel } from './language-model';
import { OpenAiLanguageModel } from './openai-language-model';

/** The configured model (LLM_*), or null: then the drafting calls answer 503 saying how to set it up. */
function languageModel(config: AppConfig): LanguageModel | null {
  const logger = new Logger('BlogDrafting');
  if (!config.llm) {
    logger.log('AI drafting is off (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL are not set)');
    return null;
  }
  logger.log(`AI drafting uses ${config.llm.model} at ${new URL(config.llm.baseUrl).host}`);
  return new OpenAiLanguageModel(config.llm);
}

/** AI drafting for the blog's admin dialog (the blog's posts are BlogModule's). */
@Module({
  imports: [TypeOrmModule.forFeature([BlogGeneration])],
  controllers: [BlogDraftingController],
  providers: [{ provide: LanguageModel, inject: [AppConfig], useFactory: languageModel }, DraftStreamTiming, BlogDraftingService],
})
export class BlogDraftingModule {}
