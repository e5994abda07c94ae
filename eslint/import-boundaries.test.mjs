import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = path.resolve(import.meta.dirname, '..', 'src');
const file = (relative) => path.join(src, relative);
// TypeScript's parser, so type imports are checked as the lint checks them.
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});

tester.run('import-boundaries', plugin.rules['import-boundaries'], {
  valid: [
    {
      filename: file('server/features/shopping/shopping.routes.ts'),
      code: "import { x } from '../../platform/errors';",
    },
    {
      // A lower feature, through its face.
      filename: file('server/features/shopping/shopping.routes.ts'),
      code: "import { planMeal } from '../planning';",
    },
    {
      filename: file('server/features/shopping/shopping.routes.ts'),
      code: "import type { HouseholdServices } from '../household/index';",
    },
    {
      // Inside a feature, any file.
      filename: file('server/features/planning/planning.routes.ts'),
      code: "import { planMeals } from './plan-meals';",
    },
    {
      // A test may exercise a higher feature (nothing imports it).
      filename: file('server/features/recipes/allergen-safety.test.ts'),
      code: "import { embeddedReply } from '../assistant';",
    },
    {
      filename: file('server/services.ts'),
      code: "import { createAuth } from './features/auth';",
    },
    {
      filename: file('server/features/shopping/shopping.routes.ts'),
      code: "import { x } from '../../../shared/constants';",
    },
    {
      filename: file('client/features/planning/page.tsx'),
      code: "import { Button } from '../../components/ui/button';",
    },
    { filename: file('shared/constants.ts'), code: "import { z } from 'zod';" },
    // Client: another feature through its api/ folder, any spelling.
    {
      filename: file('client/features/shopping/pages/shopping-page.tsx'),
      code: "import { x } from '../../planning/api/planned-meals';",
    },
    {
      filename: file('client/features/shopping/pages/shopping-page.tsx'),
      code: "import { x } from '../../planning/api';",
    },
    {
      filename: file('client/features/shopping/pages/shopping-page.tsx'),
      code: "import { x } from '@/features/planning/api/planned-meals';",
    },
    {
      filename: file('client/features/shopping/pages/shopping-page.tsx'),
      code: "export { x } from 'src/client/features/auth/api/sign-out';",
    },
    {
      filename: file('client/features/shopping/pages/shopping-page.tsx'),
      code: "const m = import('../../auth/api/sign-out');",
    },
    // Client: inside one feature, and the app composing features.
    {
      filename: file('client/features/shopping/pages/shopping-page.tsx'),
      code: "import { x } from '../components/item-row';",
    },
    {
      filename: file('client/app/settings/settings-page.tsx'),
      code: "import { x } from '../../features/household/components/family-section';",
    },
    {
      filename: file('client/features/planning/page.tsx'),
      code: "import { x } from '@/components/ui/button';",
    },
    {
      filename: file('client/features/planning/page.tsx'),
      code: "import { useQuery } from '@tanstack/react-query';",
    },
  ],
  invalid: [
    {
      filename: file('shared/constants.ts'),
      code: "import { x } from '../server/env';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('shared/constants.ts'),
      code: "import { x } from '../client/lib/i18n';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('client/lib/api.ts'),
      code: "import { createApp } from '../../server/app';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('server/platform/x.ts'),
      code: "export * from '../../client/lib/i18n';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('server/features/shopping/shopping.routes.ts'),
      code: "import { x } from '../planning/planning.service';",
      errors: [{ messageId: 'face' }],
    },
    {
      // Up the order: planning comes before shopping.
      filename: file('server/features/planning/planning.routes.ts'),
      code: "import { addRecipeToShoppingList } from '../shopping';",
      errors: [{ messageId: 'order' }],
    },
    {
      filename: file('server/features/household/household.routes.ts'),
      code: "import type { RecipeServices } from '../recipes/index';",
      errors: [{ messageId: 'order' }],
    },
    {
      // Type imports and re-exports count too.
      filename: file('server/features/auth/session.ts'),
      code: "export { x } from '../billing';",
      errors: [{ messageId: 'order' }],
    },
    {
      filename: file('server/platform/error-handler.ts'),
      code: "import { HouseholdEvents } from '../features/household';",
      errors: [{ messageId: 'platform' }],
    },
    {
      filename: file('server/app.ts'),
      code: "import { x } from './features/shopping/shopping.routes';",
      errors: [{ messageId: 'face' }],
    },
    {
      // A specifier written from the repository's root is checked as well.
      filename: file('server/features/shopping/shopping.routes.ts'),
      code: "import { x } from 'src/server/features/planning/plan-meals';",
      errors: [{ messageId: 'face' }],
    },
    {
      filename: file('server/features/recipes/x.ts'),
      code: "import { x } from '../brand-new';",
      errors: [{ messageId: 'unknownFeature' }],
    },
    // Client: anything of another feature but its api/ folder, any spelling.
    {
      filename: file('client/features/planning/page.tsx'),
      code: "const m = import('../shopping/components/list');",
      errors: [{ messageId: 'clientFeature' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: "import { x } from '../../shopping/lib/aisles';",
      errors: [{ messageId: 'clientFeature' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: "import { x } from '../../shopping';",
      errors: [{ messageId: 'clientFeature' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: "import { x } from '../../shopping/pages/api';",
      errors: [{ messageId: 'clientFeature' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: "export * from '../../shopping/components/item-row';",
      errors: [{ messageId: 'clientFeature' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: "import { x } from '@/features/shopping/components/item-row';",
      errors: [{ messageId: 'clientFeature' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: "import { x } from '~/features/shopping/lib/aisles';",
      errors: [{ messageId: 'clientFeature' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: "import { x } from 'src/client/features/shopping/lib/aisles';",
      errors: [{ messageId: 'clientFeature' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: `import { x } from '${file('client/features/shopping/lib/aisles')}';`,
      errors: [{ messageId: 'clientFeature' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: "import { x } from '@/../server/app';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('client/features/planning/pages/planning-page.tsx'),
      code: "import { x } from '@server/app';",
      errors: [{ messageId: 'layer' }],
    },
  ],
});
