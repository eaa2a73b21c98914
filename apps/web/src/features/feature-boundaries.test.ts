import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });

/** The restricted-import messages ESLint gives `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature boundaries on the web (eslint.config.js, ARCHITECTURE.md)', () => {
  it("refuses another feature's files at every folder depth, and takes its front door", async () => {
    const inside = "import { useSignIn } from '../../auth/api/use-sign-in';\nexport const x = useSignIn;\n";
    expect(await boundaryErrors('apps/web/src/features/blog/components/probe.tsx', inside)).toEqual([
      expect.stringContaining('through its index.ts'),
    ]);
    expect(
      await boundaryErrors(
        'apps/web/src/features/blog/probe.ts',
        "import { useSignIn } from '../auth/api/use-sign-in';\nexport const x = useSignIn;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/web/src/features/blog/components/deep/probe.tsx',
        "import { useSignIn } from '../../../auth/api/use-sign-in';\nexport const x = useSignIn;\n",
      ),
    ).toHaveLength(1);
    const frontDoor =
      "import { useMe } from '../../auth';\nimport { cn } from '../../../lib/cn';\nimport { x } from '../api/x';\nexport const y = [useMe, cn, x];\n";
    expect(await boundaryErrors('apps/web/src/features/blog/components/probe.tsx', frontDoor)).toEqual([]);
    // blog/admin/ is part of the blog feature (the server's blog/admin-routes.ts): its own files are near,
    // another feature's files are still behind the front door.
    expect(
      await boundaryErrors(
        'apps/web/src/features/blog/admin/components/probe.tsx',
        "import { BlogContent } from '../../components/blog-content';\nimport { useMe } from '../../../auth';\nexport const x = [BlogContent, useMe];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/features/blog/admin/components/probe.tsx',
        "import { useSignIn } from '../../../auth/api/use-sign-in';\nexport const x = useSignIn;\n",
      ),
    ).toEqual([expect.stringContaining('through its index.ts')]);
  }, 60_000);

  it('keeps generic code free of features and features free of the app layer', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/components/probe.tsx',
        "import { useMe } from '../features/auth';\nexport const x = useMe;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/web/src/features/blog/components/probe.tsx',
        "import { RequireAccount } from '../../../app/require-account';\nexport const x = RequireAccount;\n",
      ),
    ).toHaveLength(1);
  }, 60_000);
});
