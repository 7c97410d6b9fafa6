// The MET2.4 framework we wrote (content/met24) against its schemas, and as one whole: twelve numbered domains,
// three insights and three applications each, every application tied to an insight of its domain, relations
// between real domains, every levensgebied and cognitive function served.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COGNITIVE_FUNCTIONS } from '../journal-prompts';
import { LEVENSGEBIEDEN } from '../questionnaires';
import {
  met24DomainSourceSchema,
  met24FrameworkSourceSchema,
  met24RelationSourceSchema,
  met24RelationTypesSourceSchema,
} from './met24-source';

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/met24',
);
const read = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));
const domainFiles = fs.readdirSync(folder).filter((name) => /^domain-\d{2}\.json$/.test(name));
const domains = domainFiles.map((name) => met24DomainSourceSchema.parse(read(name)));
const relations = met24RelationSourceSchema.array().parse(read('relations.json'));

describe('the MET2.4 framework', () => {
  it('has twelve domains numbered 1-12, as its intro says', () => {
    expect(domains.map((domain) => domain.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    const framework = met24FrameworkSourceSchema.parse(read('framework.json'));
    expect(framework.domainCount).toBe(domains.length);
    expect(met24RelationTypesSourceSchema.safeParse(read('relation-types.json')).success).toBe(
      true,
    );
  });

  it('gives every domain three insights and three applications, each application on an insight of its own domain', () => {
    const ids = new Set<string>();
    for (const domain of domains) {
      expect(domain.insights, domain.id).toHaveLength(3);
      expect(domain.applications, domain.id).toHaveLength(3);
      const insightIds = new Set(domain.insights.map((insight) => insight.id));
      for (const application of domain.applications) {
        expect(insightIds.has(application.insightId), application.id).toBe(true);
      }
      for (const id of [domain.id, ...insightIds, ...domain.applications.map((a) => a.id)]) {
        expect(ids.has(id), id).toBe(false);
        ids.add(id);
      }
    }
  });

  it('draws relations between real, different domains, each pair once', () => {
    const domainIds = new Set(domains.map((domain) => domain.id));
    const pairs = new Set<string>();
    for (const relation of relations) {
      expect(domainIds.has(relation.source), relation.id).toBe(true);
      expect(domainIds.has(relation.target), relation.id).toBe(true);
      expect(relation.source).not.toBe(relation.target);
      const pair = [relation.source, relation.target].sort().join('|');
      expect(pairs.has(pair), relation.id).toBe(false);
      pairs.add(pair);
    }
    expect(relations.length).toBeGreaterThanOrEqual(12);
    // Every domain is part of the graph.
    const linked = new Set(relations.flatMap((relation) => [relation.source, relation.target]));
    expect([...domainIds].filter((id) => !linked.has(id))).toEqual([]);
  });

  it('serves every levensgebied and every cognitive function', () => {
    const areas = new Set(domains.flatMap((domain) => domain.levensgebieden));
    expect([...LEVENSGEBIEDEN].filter((area) => !areas.has(area))).toEqual([]);
    const functions = new Set(domains.flatMap((domain) => domain.functions));
    expect([...COGNITIVE_FUNCTIONS].filter((fn) => !functions.has(fn))).toEqual([]);
  });

  it('refuses an insight without a source or with evidence outside 1-5', () => {
    const domain = domains[0]!;
    const [insight] = domain.insights;
    const broken = (change: object) => ({
      ...domain,
      insights: [{ ...insight, ...change }, ...domain.insights.slice(1)],
    });
    expect(met24DomainSourceSchema.safeParse(broken({ source: '' })).success).toBe(false);
    expect(met24DomainSourceSchema.safeParse(broken({ evidenceLevel: 6 })).success).toBe(false);
  });
});
