// Regenerates src/routeTree.gen.ts from src/routes without a full build: `npm run routes -w packages/web`.
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeGenerationConfig } from '../route-generation.config';

const root = `${import.meta.dirname}/..`;
await new Generator({ config: getConfig({ ...routeGenerationConfig }, root), root }).run();
