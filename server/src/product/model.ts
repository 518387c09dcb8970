// The tenant-configuration model: what a configuration declares (resource kinds and where their
// static names live, value types, name rules, document declarations, the bootstrap section) and
// plain readers over it. Pure data: no HTTP, no SQL.

export type Obj = Record<string, unknown>;

export const FIELD_TYPES = ['string', 'int', 'decimal', 'boolean', 'date', 'datetime'] as const;
export const COLUMN_TYPES = ['int', 'decimal', 'boolean', 'string', 'date'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Names of uploaded resources and of configured things (static names, element types, fields). */
export const NAME = /^_?[a-zA-Z$][a-zA-Z\d_$]*$/;
export const MAX_NAME = 128;
export const MAX_FONT_NAME = 120;

/** Element sections in the order they nest; accounts stand apart. */
export const ELEMENT_SECTIONS = [
  'products',
  'policyLines',
  'exposureGroups',
  'exposures',
  'coverages',
] as const;
export const CONTENT = /^(_?[a-zA-Z$][a-zA-Z\d_$]*)([?!+*]?)$/;
export const COVERAGE_TERM_TYPES = ['splitLimit', 'deductible', 'limit'] as const;

/** Where the static names of each resource type are declared. */
export const STATIC_NAME_SECTIONS = {
  table: 'tables',
  rangeTable: 'rangeTables',
  constraintTable: 'constraintTables',
  secret: 'secrets',
  staticDocument: 'documents',
  documentTemplate: 'documents',
  documentTemplateSnippet: 'templateSnippets',
  customFont: 'customFonts',
} as const;
export type ResourceType = keyof typeof STATIC_NAME_SECTIONS;
export type ResourceSection = (typeof STATIC_NAME_SECTIONS)[ResourceType];
export const RESOURCE_SECTIONS: ResourceSection[] = [
  'tables',
  'rangeTables',
  'constraintTables',
  'secrets',
  'documents',
  'templateSnippets',
  'customFonts',
];

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const entries = (v: unknown): [string, unknown][] => (isObj(v) ? Object.entries(v) : []);

/** The static names a section declares (an object's keys; `customFonts` is an array of names). */
export function declaredNames(config: Obj, section: ResourceSection): string[] {
  const v = config[section];
  if (section === 'customFonts') return Array.isArray(v) ? v.filter((n) => typeof n === 'string') : [];
  return isObj(v) ? Object.keys(v) : [];
}

export function isDeclared(config: Obj, type: ResourceType, staticName: string): boolean {
  return declaredNames(config, STATIC_NAME_SECTIONS[type]).includes(staticName);
}

export interface DocumentDeclaration {
  scope?: 'transaction' | 'policy' | 'term' | 'segment' | 'invoice';
  trigger?:
    | 'validated'
    | 'priced'
    | 'accepted'
    | 'underwritten'
    | 'issued'
    | 'generated'
    | 'declined'
    | 'rejected'
    | 'refused';
  format?: 'text' | 'html' | 'pdf' | 'jpg' | 'jpeg' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'csv' | 'txt' | 'zip';
  rendering?: 'dynamic' | 'prerendered';
}

export function documentDeclaration(config: Obj, staticName: string): DocumentDeclaration | undefined {
  const docs = config.documents;
  if (!isObj(docs) || !Object.hasOwn(docs, staticName)) return undefined;
  const d = docs[staticName];
  if (!isObj(d)) return {};
  const pick = (k: keyof DocumentDeclaration) => (typeof d[k] === 'string' ? { [k]: d[k] } : {});
  return {
    ...pick('scope'),
    ...pick('trigger'),
    ...pick('format'),
    ...pick('rendering'),
  } as DocumentDeclaration;
}

export interface BootstrapInstance {
  name: string;
  staticName: string;
  jurisdictions: string[];
}
export interface BootstrapGroup {
  name: string;
  selectionStartTime: string;
  resourceNames: string[];
}

/** The bootstrap resources of a configuration that validated cleanly. */
export function bootstrapOf(config: Obj): { instances: BootstrapInstance[]; groups: BootstrapGroup[] } {
  const res = isObj(config.bootstrap) ? config.bootstrap.resources : undefined;
  const r = isObj(res) ? res : {};
  return {
    instances: entries(r.resourceInstances).map(([name, v]) => {
      const i = v as Obj;
      return {
        name,
        staticName: String(i.staticName),
        jurisdictions: Array.isArray(i.jurisdictions) ? (i.jurisdictions as string[]) : [],
      };
    }),
    groups: entries(r.resourceGroups).map(([name, v]) => {
      const g = v as Obj;
      return {
        name,
        selectionStartTime: String(g.selectionStartTime),
        resourceNames: Array.isArray(g.resourceNames) ? (g.resourceNames as string[]) : [],
      };
    }),
  };
}
