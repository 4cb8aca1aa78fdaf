/**
 * The shared input rules, each as a table of what it takes (and what comes
 * out) and what it refuses (and the message). Every form and JSON body is
 * built from these, so a rule's table is the behaviour of every field using it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { z } from 'zod';
import { addDays, kolkataDate } from './dates.js';
import {
  choice,
  cleanUsername,
  controlCharacterMessage,
  datesInOrder,
  fieldString,
  fieldText,
  hasControlCharacter,
  legacyCleanUsername,
  MAX_AMOUNT_PAISE,
  onOff,
  optionalChoice,
  optionalCity,
  optionalDate,
  optionalFreeText,
  optionalGstin,
  optionalPhone,
  optionalRecordId,
  optionalRupees,
  optionalText,
  optionalTonnes,
  optionalWholeNumber,
  pageNumber,
  pageSize,
  rawText,
  recordId,
  requiredCity,
  requiredDate,
  requiredFreeText,
  requiredRupees,
  requiredText,
  requiredTonnes,
  text,
  truckLength,
  truckType,
  username,
  usernameProblem,
  USERNAME_RULE_MESSAGE,
  vehicleFieldsSchema,
  vehicleNumber,
  wholeNumber,
} from './fields.js';
import { z as zod } from 'zod';

const UUID = '3f2b8c1e-9a4d-4c7e-8b1f-0d2e6a5c9b71';

/** Checks a rule against its table: each accepted input gives its value, each refused one exactly its message. */
function table(rule: z.ZodType, accepted: Array<[unknown, unknown]>, refused: Array<[unknown, string | RegExp]>): void {
  for (const [input, output] of accepted) {
    const r = rule.safeParse(input);
    assert.ok(r.success, `${JSON.stringify(input)} is taken: ${r.success ? '' : r.error.issues[0]?.message}`);
    assert.deepEqual(r.data, output, `${JSON.stringify(input)} gives ${JSON.stringify(output)}`);
  }
  for (const [input, message] of refused) {
    const r = rule.safeParse(input);
    assert.ok(!r.success, `${JSON.stringify(input)} is refused`);
    const got = r.error.issues[0]?.message ?? '';
    if (typeof message === 'string') assert.equal(got, message, JSON.stringify(input));
    else assert.match(got, message, JSON.stringify(input));
  }
}

describe('the pre-parse every rule reads through', () => {
  test('text: trimmed; numbers and booleans as written; the first of a repeated value; missing is empty; objects are not text', () => {
    table(
      text,
      [
        ['  Pune ', 'Pune'],
        [45000, '45000'],
        [12.5, '12.5'],
        [true, 'true'],
        [['first', 'second'], 'first'],
        [[], ''],
        [undefined, ''],
        [null, ''],
      ],
      [
        [{ a: 1 }, 'Must be text'],
        [[{ a: 1 }], 'Must be text'],
      ],
    );
  });

  test('rawText keeps the spaces (passwords)', () => {
    table(
      rawText,
      [
        ['  pass word  ', '  pass word  '],
        [undefined, ''],
      ],
      [[{}, 'Must be text']],
    );
  });

  test('a missing field is an empty one', () => {
    const form = zod.object({ name: optionalText('Name', 10), city: optionalCity(), amount: optionalRupees('Amount'), when: optionalDate('When') });
    assert.deepEqual(form.parse({}), { name: null, city: null, amount: null, when: null });
    assert.deepEqual(
      zod
        .object({ name: requiredText('Name', 10) })
        .safeParse({})
        .error?.issues.map((i) => i.message),
      ['Name is required'],
    );
  });

  test('fieldText and fieldString read a value outside a schema', () => {
    assert.equal(fieldText('  98765 43210 '), '98765 43210');
    assert.equal(fieldText(['a ', 'b']), 'a');
    assert.equal(fieldText(7), '7');
    assert.equal(fieldText({}), '');
    assert.equal(fieldText(undefined), '');
    assert.equal(fieldString('  kept  '), '  kept  ');
  });
});

describe('text', () => {
  test('requiredText: one line (whitespace collapsed), at most max characters, counting an emoji as one', () => {
    table(
      requiredText('Name', 10),
      [
        ['Ravi', 'Ravi'],
        ['  Ravi \t\n Kumar ', 'Ravi Kumar'],
        ['🚚'.repeat(10), '🚚'.repeat(10)],
      ],
      [
        ['', 'Name is required'],
        ['   ', 'Name is required'],
        [undefined, 'Name is required'],
        ['x'.repeat(11), 'Name must be at most 10 characters'],
        ['a\u0000b', controlCharacterMessage('Name')],
      ],
    );
  });

  test('optionalText: empty is null', () => {
    table(
      optionalText('Material', 5),
      [
        ['', null],
        [undefined, null],
        [' steel ', 'steel'],
      ],
      [
        ['x'.repeat(6), 'Material must be at most 5 characters'],
        ['\u0007', controlCharacterMessage('Material')],
      ],
    );
  });

  test('free text keeps line breaks (as \\n) and tabs', () => {
    table(
      requiredFreeText('Message', 13),
      [
        ['line 1\r\nline 2', 'line 1\nline 2'],
        [' a\tb ', 'a\tb'],
        ['a\rb', 'a\nb'],
      ],
      [
        ['', 'Message is required'],
        ['x'.repeat(14), 'Message must be at most 13 characters'],
        ['bad \u0000 byte', controlCharacterMessage('Message')],
        ['\u0085', controlCharacterMessage('Message')],
        ['\uD800', controlCharacterMessage('Message')],
      ],
    );
    table(
      optionalFreeText('Note', 5),
      [
        ['', null],
        [null, null],
      ],
      [['123456', 'Note must be at most 5 characters']],
    );
  });
});

describe('the control-character rule', () => {
  test('refuses C0 and C1 controls, DEL and broken UTF-16; tab and line breaks only as text', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001b[31m', '\u007f', '\u0080', '\u009f', '\uD800', 'x\uDC00']) {
      assert.equal(hasControlCharacter(bad), true, JSON.stringify(bad));
      assert.equal(hasControlCharacter(bad, { lineBreaks: false }), true, JSON.stringify(bad));
    }
    for (const ok of ['plain', 'हिन्दी', '🚚', 'a\tb', 'a\nb', 'a\r\nb', '\u00a0']) assert.equal(hasControlCharacter(ok), false, JSON.stringify(ok));
    for (const word of ['a\tb', 'a\nb', 'a\rb']) assert.equal(hasControlCharacter(word, { lineBreaks: false }), true, JSON.stringify(word));
  });
});

describe('money', () => {
  test('requiredRupees: rupees with up to 2 decimals, ₹ and commas allowed, more than 0, at most ₹1 crore, as paise', () => {
    table(
      requiredRupees('Amount'),
      [
        ['45000', 4_500_000],
        ['45000.5', 4_500_050],
        ['₹45,000.50', 4_500_050],
        [' 1,00,00,000 ', MAX_AMOUNT_PAISE],
        [45000.5, 4_500_050],
        ['0.01', 1],
        [['700', '9'], 70_000],
      ],
      [
        ['', 'Enter the amount in rupees'],
        [undefined, 'Enter the amount in rupees'],
        ['0', 'Enter the amount in rupees greater than 0, with at most 2 decimals (such as 45000 or 45000.50)'],
        ['-5', /greater than 0/],
        ['12.345', /at most 2 decimals/],
        ['12 rupees', /such as 45000/],
        [true, /such as 45000/],
        ['10000000.01', 'The amount must be at most ₹1,00,00,000'],
        [200_000_000, 'The amount must be at most ₹1,00,00,000'],
      ],
    );
  });

  test('optionalRupees: empty is null; the label names the field', () => {
    table(
      optionalRupees('Price'),
      [
        ['', null],
        [null, null],
        ['45000', 4_500_000],
      ],
      [
        ['abc', /^Enter the price in rupees/],
        ['200000000', 'The price must be at most ₹1,00,00,000'],
      ],
    );
    assert.equal(MAX_AMOUNT_PAISE, 1_00_00_000 * 100);
  });
});

describe('weights and trucks', () => {
  test('requiredTonnes: more than 0, at most 100, up to 2 decimals', () => {
    table(
      requiredTonnes('Weight'),
      [
        ['12', 12],
        ['12.5', 12.5],
        ['0.01', 0.01],
        ['100', 100],
        [20, 20],
      ],
      [
        ['', 'Enter the weight in tonnes'],
        ['0', 'Weight must be more than 0 and at most 100 tonnes'],
        ['100.01', 'Weight must be more than 0 and at most 100 tonnes'],
        ['heavy', 'Enter the weight in tonnes as a number more than 0 with up to 2 decimals, such as 12 or 12.5'],
        ['-1', /more than 0/],
        ['1.234', /2 decimals/],
        ['1000', /as a number/],
      ],
    );
    table(
      optionalTonnes('Capacity'),
      [
        ['', null],
        ['28', 28],
      ],
      [['0', 'Capacity must be more than 0 and at most 100 tonnes']],
    );
  });

  test('truckType: one of the types, any case', () => {
    table(
      truckType(),
      [
        ['open', 'open'],
        ['Reefer', 'reefer'],
        [' LCV ', 'lcv'],
      ],
      [
        ['', 'Choose a truck type'],
        ['boat', /^Truck type must be one of container, open, trailer/],
      ],
    );
  });

  test('truckLength: optional whole feet from 6 to 80', () => {
    table(
      truckLength(),
      [
        ['', null],
        ['6', 6],
        ['32', 32],
        [80, 80],
      ],
      [
        ['5', 'Truck length must be a whole number of feet from 6 to 80'],
        ['81', /6 to 80/],
        ['32.5', /6 to 80/],
        ['ft', /6 to 80/],
      ],
    );
  });

  test('vehicleNumber: an Indian registration number, normalised', () => {
    table(
      vehicleNumber(),
      [
        ['mh 12 ab 1234', 'MH12AB1234'],
        ['MH-12-AB-1234', 'MH12AB1234'],
        ['DL1CAB1234', 'DL1CAB1234'],
        ['22 BH 1234 AA', '22BH1234AA'],
      ],
      [
        ['', 'Enter the vehicle number, e.g. MH12AB1234'],
        ['XX12AB1234', /^Enter an Indian registration number/],
        ['MH00AB1234', /Indian registration number/],
        ['M'.repeat(21), /Indian registration number/],
      ],
    );
  });

  test('vehicleFieldsSchema: the truck of a driver profile, each field named', () => {
    const ok = vehicleFieldsSchema.safeParse({ vehicle_number: 'pb10ck4521', truck_type: 'trailer', truck_length_ft: '40', capacity_tonnes: '28', home_city: 'ludhiana' });
    assert.ok(ok.success);
    assert.deepEqual(ok.data, { vehicle_number: 'PB10CK4521', truck_type: 'trailer', truck_length_ft: 40, capacity_tonnes: 28, home_city: 'Ludhiana' });
    const bad = vehicleFieldsSchema.safeParse({ vehicle_number: '', truck_type: 'boat', truck_length_ft: '5', capacity_tonnes: '0', home_city: '123' });
    assert.ok(!bad.success);
    assert.deepEqual(
      bad.error.issues.map((i) => i.path.join('.')),
      ['vehicle_number', 'truck_type', 'truck_length_ft', 'capacity_tonnes', 'home_city'],
    );
  });
});

describe('cities', () => {
  test('requiredCity: a place name in its canonical spelling, at most 80 characters', () => {
    table(
      requiredCity('Pickup city'),
      [
        ['Bombay', 'Mumbai'],
        ['  bangalore ', 'Bengaluru'],
        ['pune', 'Pune'],
        ['नागपुर', 'Nagpur'],
        ['Some  New   Town', 'Some New Town'],
      ],
      [
        ['', 'Pickup city is required'],
        ['<>', 'Pickup city must be a place name, such as Pune'],
        ['123 -', 'Pickup city must be a place name, such as Pune'],
        ['x'.repeat(81), 'Pickup city must be at most 80 characters'],
      ],
    );
  });

  test('optionalCity: empty is null', () => {
    table(
      optionalCity(),
      [
        ['', null],
        ['Gurgaon', 'Gurugram'],
      ],
      [['42', 'City must be a place name, such as Pune']],
    );
  });
});

describe('phones and GSTIN', () => {
  test('optionalPhone: registration format, kept as typed', () => {
    table(
      optionalPhone(),
      [
        ['', null],
        ['98765 43210', '98765 43210'],
        ['+91 98765-43210', '+91 98765-43210'],
        [9876543210, '9876543210'],
      ],
      [
        ['call me', 'Enter a phone number such as 98765 43210'],
        ['12', /phone number/],
      ],
    );
  });

  test('optionalGstin: 15 characters, upper case, no spaces', () => {
    table(
      optionalGstin(),
      [
        ['', null],
        ['27aapfu0939f1zv', '27AAPFU0939F1ZV'],
        ['27 AAPFU 0939 F1ZV', '27AAPFU0939F1ZV'],
      ],
      [
        ['09AABCA1234H1Z', 'Enter a 15-character GSTIN such as 27AAPFU0939F1ZV, or leave it empty'],
        ['09AABCA1234H0Z5', /15-character GSTIN/],
        ['27AAPFU0939F1ZX', /typo/],
      ],
    );
  });
});

describe('ids and dates', () => {
  test('recordId: a uuid, lower-cased; the message says what to choose', () => {
    table(
      recordId('Choose one of your clients'),
      [
        [UUID, UUID],
        [UUID.toUpperCase(), UUID],
        [` ${UUID} `, UUID],
      ],
      [
        ['', 'Choose one of your clients'],
        ['42', 'Choose one of your clients'],
      ],
    );
    table(
      optionalRecordId('That load does not exist'),
      [
        ['', null],
        [UUID, UUID],
      ],
      [['nope', 'That load does not exist']],
    );
  });

  test('requiredDate and optionalDate: a real calendar day written YYYY-MM-DD', () => {
    table(
      requiredDate('Pickup date'),
      [
        ['2026-02-28', '2026-02-28'],
        [' 2024-02-29 ', '2024-02-29'],
      ],
      [
        ['', 'Pickup date is required'],
        ['2026-02-30', 'Pickup date must be a date written YYYY-MM-DD'],
        ['28/02/2026', /YYYY-MM-DD/],
      ],
    );
    table(
      optionalDate('from'),
      [
        ['', null],
        [kolkataDate(), kolkataDate()],
      ],
      [['yesterday', 'from must be a date written YYYY-MM-DD']],
    );
  });

  test('datesInOrder: the end is not before the start, named on `to`', () => {
    const period = zod.object({ from: optionalDate('From'), to: optionalDate('To') }).superRefine(datesInOrder());
    const today = kolkataDate();
    assert.ok(period.safeParse({ from: today, to: today }).success);
    assert.ok(period.safeParse({ from: today }).success);
    const bad = period.safeParse({ from: today, to: addDays(today, -1) });
    assert.ok(!bad.success);
    assert.deepEqual(
      bad.error.issues.map((i) => [i.path.join('.'), i.message]),
      [['to', 'To must not be before From']],
    );
  });
});

describe('whole numbers and choices', () => {
  test('wholeNumber and optionalWholeNumber: digits only, within the range', () => {
    table(
      wholeNumber('Score', 1, 5, 'Choose a score from 1 to 5'),
      [
        ['4', 4],
        [5, 5],
      ],
      [
        ['', 'Choose a score from 1 to 5'],
        ['6', 'Choose a score from 1 to 5'],
        ['4.5', 'Choose a score from 1 to 5'],
      ],
    );
    table(
      optionalWholeNumber('Truck length', 6, 80, null),
      [
        ['', null],
        ['6', 6],
      ],
      [['0', 'Truck length must be a whole number from 6 to 80']],
    );
  });

  test('pageNumber and pageSize: empty gives the default; 1e3, 0x10 and 2.5 are not page numbers', () => {
    table(
      pageNumber(),
      [
        ['', 1],
        [undefined, 1],
        ['3', 3],
        ['100000', 100_000],
      ],
      [
        ['0', 'page must be a whole number from 1 to 100000'],
        ['100001', /from 1 to 100000/],
        ['1e3', /whole number/],
        ['0x10', /whole number/],
        ['2.5', /whole number/],
        ['-1', /whole number/],
      ],
    );
    table(pageNumber('Page', 1000), [['1000', 1000]], [['1001', 'Page must be a whole number from 1 to 1000']]);
    table(
      pageSize('limit', 100, 20),
      [
        ['', 20],
        ['100', 100],
      ],
      [
        ['101', 'limit must be a whole number from 1 to 100'],
        ['0', /from 1 to 100/],
      ],
    );
  });

  test('choice: one of the values, any case; a message of its own when given', () => {
    table(
      choice('Outcome', ['release', 'refund'] as const),
      [
        ['release', 'release'],
        ['REFUND', 'refund'],
      ],
      [
        ['', 'Choose an outcome'],
        ['split', 'Outcome must be one of release, refund'],
      ],
    );
    table(
      choice('Action', ['accept', 'decline'] as const, 'Choose accept or decline'),
      [['Accept', 'accept']],
      [
        ['', 'Choose accept or decline'],
        ['maybe', 'Choose accept or decline'],
      ],
    );
    table(choice('Action', ['INSERT', 'UPDATE'] as const), [['insert', 'INSERT']], []);
  });

  test('optionalChoice: a filter, null when empty', () => {
    table(
      optionalChoice('status', ['open', 'delivered'] as const),
      [
        ['', null],
        ['open', 'open'],
        [['delivered', 'open'], 'delivered'],
      ],
      [['gone', 'status must be one of open, delivered']],
    );
  });

  test('onOff: a switch; a hidden "off" before the checkbox gives the checkbox', () => {
    table(
      onOff('available'),
      [
        [undefined, null],
        ['', null],
        [true, true],
        [false, false],
        ['on', true],
        ['1', true],
        ['Yes', true],
        ['off', false],
        ['0', false],
        ['no', false],
        [1, true],
        [['off', 'on'], true],
        [['off'], false],
      ],
      [['maybe', 'available must be on or off']],
    );
    const form = zod.object({ available: onOff('available') });
    assert.deepEqual(form.parse({}), { available: null }, 'a missing switch is null');
  });
});

describe('usernames', () => {
  test('cleanUsername: NFKC, lower case, no whitespace; legacyCleanUsername without NFKC', () => {
    assert.equal(cleanUsername('  Ravi Kumar '), 'ravikumar');
    assert.equal(cleanUsername('ＲＡＶＩ'), 'ravi');
    assert.equal(legacyCleanUsername('ＲＡＶＩ'), 'ｒａｖｉ');
  });

  test('usernameProblem: letters of one script, digits and . _ -, at most 64 characters', () => {
    for (const ok of ['ravi', 'ravi.kumar_2-x', 'रवि', 'café', 'ரவி']) assert.equal(usernameProblem(ok), null, ok);
    for (const bad of ['rаvi', 'ravi\u200b', 'ravi!', 'ravi@x', '\u0301a']) assert.equal(usernameProblem(bad), USERNAME_RULE_MESSAGE, bad);
    assert.equal(usernameProblem('r'.repeat(65)), 'Username must be at most 64 characters');
  });

  test('username(): cleaned, then the rule', () => {
    table(
      username(),
      [[' Ravi Kumar ', 'ravikumar']],
      [
        ['', 'Username is required'],
        ['ravi!', USERNAME_RULE_MESSAGE],
      ],
    );
  });
});
