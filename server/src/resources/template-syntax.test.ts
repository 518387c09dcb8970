import { describe, expect, it } from 'vitest';
import {
  describeProblem,
  MAX_LIQUID_TOKENS,
  MAX_VELOCITY_MARKERS,
  templateProblem,
  type TemplateFormat,
} from './template-syntax.js';

describe('templateProblem', () => {
  const cases: [TemplateFormat, string, string | undefined][] = [
    ['liquid', 'Dear {{ account.firstName | capitalize }},{% if quote %} q{% endif %}', undefined],
    ['liquid', "{% render 'Letterhead' %}{% include 'missing-file' %}", undefined], // parsed, never loaded
    ['liquid', 'a\nb {% if x %} c', 'line 2, column 3: tag {% if x %} not closed'],
    ['liquid', '{% frobnicate %}', 'line 1, column 1: tag "frobnicate" not found'],
    ['liquid', 'ok\n\n{{ "a" ', 'line 3, column 1: output "{{ \\"a\\" " not closed'],
    ['liquid', '{% for x in %}{% endfor %}', 'line 1, column 1: illegal tag: {% for x in %}'],
    ['velocity', '#if($a)x#elseif($b)y#else z#end #foreach($i in $list)$i#end', undefined],
    ['velocity', '#macro(greet $n)Hi $n#end #greet("x") #define($d)D#end $d', undefined],
    [
      'velocity',
      '#set($a = )',
      "line 1: Expecting 'PARENTHESIS', 'DOLLAR', 'MAP_BEGIN', '-', '!', 'BOOL', 'BRACKET', 'INTEGER', 'STRING', 'EVAL_STRING', got 'CLOSE_PARENTHESIS'",
    ],
    [
      'velocity',
      'one\ntwo\n${a',
      "line 3: Expecting 'PARENTHESIS', 'MAP_END', 'VAR_END', 'DOT', 'BRACKET', got 'EOF'",
    ],
    ['velocity', 'x\n#if($a)\ny', 'line 2, column 1: #if is not closed with #end'],
    ['velocity', '#foreach($i in $l)\n#if($i) #end', 'line 1, column 1: #foreach is not closed with #end'],
    ['velocity', 'a\n  #end trailing text', 'line 2, column 3: #end without an open block'],
    ['velocity', '#foreach($i in $l) #else #end', 'line 1, column 20: #else outside an #if block'],
  ];

  it.each(cases)('%s %j → %s', (format, text, expected) => {
    const p = templateProblem(format, text);
    expect(p && describeProblem(p)).toBe(expected);
  });

  it('bounds the number of Liquid tags before parsing, including lines of liquid tags', () => {
    const p = templateProblem('liquid', '{{ a }}'.repeat(MAX_LIQUID_TOKENS + 1));
    expect(p?.message).toMatch(/^the template has 20001 tags, outputs and text runs; at most 20000/);
    const lines = templateProblem('liquid', `{% liquid\n${'echo a\n'.repeat(MAX_LIQUID_TOKENS)}%}`);
    expect(lines?.message).toMatch(/at most 20000/);
    expect(templateProblem('liquid', '{{ a }}x'.repeat(MAX_LIQUID_TOKENS / 2))).toBeUndefined();
  });

  it('bounds the number of Velocity directives and references before parsing', () => {
    const p = templateProblem('velocity', '$a '.repeat(MAX_VELOCITY_MARKERS + 1));
    expect(p?.message).toMatch(/^the template has 6001 # and \$ characters; at most 6000/);
    expect(templateProblem('velocity', '$a '.repeat(MAX_VELOCITY_MARKERS))).toBeUndefined();
  });

  it('finds nothing wrong in large plain text', () => {
    const text = 'Lorem ipsum dolor sit amet.\n'.repeat(150_000); // about 4 MB
    expect(templateProblem('liquid', text)).toBeUndefined();
    expect(templateProblem('velocity', text)).toBeUndefined();
  });
});
