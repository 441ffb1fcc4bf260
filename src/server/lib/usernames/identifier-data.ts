// Written by scripts/unicode-identifiers.ts from Perl's Unicode::UCD (Debian's perl-modules
// package), Unicode 14.0.0: run `npm run usernames:unicode` to write it again; do not edit.

/** The Unicode version of the data below. */
export const IDENTIFIER_UNICODE_VERSION = '14.0.0';

/**
 * Every code point whose Identifier_Status is Allowed (UTS #39's General Security Profile), grouped
 * by its Script_Extensions: runs of hexadecimal code points ("41-5A") or single ones ("B7"), apart by
 * spaces. Common and Inherited stand for characters used with any script.
 */
export const ALLOWED_IDENTIFIER_CHARACTERS: ReadonlyArray<{
  scripts: readonly string[];
  runs: readonly string[];
}> = [
  {
    scripts: ['Arabic'],
    runs: [
      '620-63F 641-64A 671-672 674 679-68D 68F-6A0 6A2-6D3 6D5 6E5-6E6 6EE-6FF 750-77F 870-887',
      '889-88E 8A0-8AC 8B2 8B5-8C9',
    ],
  },
  {
    scripts: ['Arabic', 'Syriac'],
    runs: ['64B-655 670'],
  },
  {
    scripts: ['Arabic', 'Thaana', 'Yezidi'],
    runs: ['660-669'],
  },
  {
    scripts: ['Armenian'],
    runs: ['531-556 559 561-586 58A'],
  },
  {
    scripts: ['Bengali'],
    runs: [
      '981-983 985-98C 98F-990 993-9A8 9AA-9B0 9B2 9B6-9B9 9BC-9C4 9C7-9C8 9CB-9CE 9D7 9E0-9E3',
      '9F0-9F1 9FE',
    ],
  },
  {
    scripts: ['Bengali', 'Chakma', 'Syloti_Nagri'],
    runs: ['9E6-9EF'],
  },
  {
    scripts: ['Bopomofo'],
    runs: ['3105-312D 312F 31A0-31BF'],
  },
  {
    scripts: ['Bopomofo', 'Hangul', 'Han', 'Hiragana', 'Katakana', 'Yi'],
    runs: ['30FB'],
  },
  {
    scripts: ['Chakma', 'Myanmar', 'Tai_Le'],
    runs: ['1040-1049'],
  },
  {
    scripts: ['Common'],
    runs: ['27 2D-2E 30-3A 5F B7 2BB-2BC 2EC 2010 2019 2027 A717-A71F A788'],
  },
  {
    scripts: ['Cyrillic'],
    runs: ['400-45F 48A-4FF 510-529 52E-52F A67F'],
  },
  {
    scripts: ['Devanagari'],
    runs: ['901-94D 94F-950 956-957 960-963 971-977 979-97F'],
  },
  {
    scripts: ['Devanagari', 'Dogra', 'Kaithi', 'Mahajani'],
    runs: ['966-96F'],
  },
  {
    scripts: ['Ethiopic'],
    runs: [
      '1200-1248 124A-124D 1250-1256 1258 125A-125D 1260-1288 128A-128D 1290-12B0 12B2-12B5',
      '12B8-12BE 12C0 12C2-12C5 12C8-12D6 12D8-1310 1312-1315 1318-135A 135D-135F 1380-138F',
      '2D80-2D96 2DA0-2DA6 2DA8-2DAE 2DB0-2DB6 2DB8-2DBE 2DC0-2DC6 2DC8-2DCE 2DD0-2DD6 2DD8-2DDE',
      'AB01-AB06 AB09-AB0E AB11-AB16 AB20-AB26 AB28-AB2E 1E7E0-1E7E6 1E7E8-1E7EB 1E7ED-1E7EE',
      '1E7F0-1E7FE',
    ],
  },
  {
    scripts: ['Georgian'],
    runs: ['10C7 10CD 10D0-10F0 10F7-10FA 10FD-10FF 1C90-1CBA 1CBD-1CBF 2D27 2D2D'],
  },
  {
    scripts: ['Grantha', 'Tamil'],
    runs: ['BE6-BEF 11301 11303 1133B-1133C'],
  },
  {
    scripts: ['Greek'],
    runs: [
      '342 345 375 37B-37D 386 388-38A 38C 38E-3A1 3A3-3CE 3FC-3FF 1F00-1F15 1F18-1F1D 1F20-1F45',
      '1F48-1F4D 1F50-1F57 1F59 1F5B 1F5D 1F5F-1F70 1F72 1F74 1F76 1F78 1F7A 1F7C 1F80-1FB4',
      '1FB6-1FBA 1FBC 1FC2-1FC4 1FC6-1FC8 1FCA 1FCC 1FD0-1FD2 1FD6-1FDA 1FE0-1FE2 1FE4-1FEA 1FEC',
      '1FF2-1FF4 1FF6-1FF8 1FFA 1FFC',
    ],
  },
  {
    scripts: ['Gujarati'],
    runs: [
      'A81-A83 A85-A8D A8F-A91 A93-AA8 AAA-AB0 AB2-AB3 AB5-AB9 ABC-AC5 AC7-AC9 ACB-ACD AD0',
      'AE0-AE3 AFA-AFF',
    ],
  },
  {
    scripts: ['Gujarati', 'Khojki'],
    runs: ['AE6-AEF'],
  },
  {
    scripts: ['Gurmukhi'],
    runs: [
      'A01-A03 A05-A0A A0F-A10 A13-A28 A2A-A30 A32 A35 A38-A39 A3C A3E-A42 A47-A48 A4B-A4D A5C',
      'A70-A74',
    ],
  },
  {
    scripts: ['Gurmukhi', 'Multani'],
    runs: ['A66-A6F'],
  },
  {
    scripts: ['Han'],
    runs: [
      '3005-3007 3400-4DBF 4E00-9FFF FA0E-FA0F FA11 FA13-FA14 FA1F FA21 FA23-FA24 FA27-FA29',
      '16FF0-16FF1 20000-2A6DF 2A700-2B738 2B740-2B81D 2B820-2CEA1 2CEB0-2EBE0 30000-3134A',
    ],
  },
  {
    scripts: ['Hangul'],
    runs: ['AC00-D7A3'],
  },
  {
    scripts: ['Hebrew'],
    runs: ['5B4 5D0-5EA 5EF-5F4'],
  },
  {
    scripts: ['Hiragana'],
    runs: ['3041-3096 309D-309E 1B11F 1B150-1B152'],
  },
  {
    scripts: ['Hiragana', 'Katakana'],
    runs: ['3099-309A 30A0 30FC'],
  },
  {
    scripts: ['Inherited'],
    runs: ['300-304 306-30C 30F-311 313-314 31B 323-328 32D-32E 330-331 335 338-339 200C-200D'],
  },
  {
    scripts: ['Kannada'],
    runs: [
      'C80 C82-C83 C85-C8C C8E-C90 C92-CA8 CAA-CB3 CB5-CB9 CBC-CC4 CC6-CC8 CCA-CCD CD5-CD6 CDD',
      'CE0-CE3 CF1-CF2',
    ],
  },
  {
    scripts: ['Kannada', 'Nandinagari'],
    runs: ['CE6-CEF'],
  },
  {
    scripts: ['Katakana'],
    runs: ['30A1-30FA 30FD-30FE 1B120-1B122 1B164-1B167'],
  },
  {
    scripts: ['Khmer'],
    runs: ['1780-17A2 17A5-17A7 17A9-17B3 17B6-17CD 17D0 17D2 17D7 17DC 17E0-17E9'],
  },
  {
    scripts: ['Lao'],
    runs: ['E81-E82 E84 E86-E8A E8C-EA3 EA5 EA7-EB2 EB4-EBD EC0-EC4 EC6 EC8-ECD ED0-ED9 EDE-EDF'],
  },
  {
    scripts: ['Latin'],
    runs: [
      '41-5A 61-7A C0-D6 D8-F6 F8-131 134-13E 141-148 14A-17E 18F 1A0-1A1 1AF-1B0 1CD-1DC 1DE-1E3',
      '1E6-1F0 1F4-1F5 1F8-21B 21E-21F 226-233 259 1E00-1E99 1E9E 1EA0-1EF9 A78D A792-A793 A7AA',
      'A7AE A7B8-A7B9 A7C0-A7CA A7D0-A7D1 A7D3 A7D5-A7D9 AB66-AB67 1DF00-1DF1E',
    ],
  },
  {
    scripts: ['Malayalam'],
    runs: ['D00 D02-D03 D05-D0C D0E-D10 D12-D3A D3D-D43 D46-D48 D4A-D4E D54-D57 D60-D61 D66-D6F', 'D7A-D7F'],
  },
  {
    scripts: ['Myanmar'],
    runs: ['1000-103F 1050-109D A9E7-A9FE AA60-AA76 AA7A-AA7F'],
  },
  {
    scripts: ['Oriya'],
    runs: [
      'B01-B03 B05-B0C B0F-B10 B13-B28 B2A-B30 B32-B33 B35-B39 B3C-B43 B47-B48 B4B-B4D B55-B57',
      'B5F-B61 B66-B6F B71',
    ],
  },
  {
    scripts: ['Sinhala'],
    runs: ['D82-D83 D85-D8E D91-D96 D9A-DA5 DA7-DB1 DB3-DBB DBD DC0-DC6 DCA DCF-DD4 DD6 DD8-DDE DF2'],
  },
  {
    scripts: ['Tamil'],
    runs: [
      'B82-B83 B85-B8A B8E-B90 B92-B95 B99-B9A B9C B9E-B9F BA3-BA4 BA8-BAA BAE-BB9 BBE-BC2',
      'BC6-BC8 BCA-BCD BD0 BD7',
    ],
  },
  {
    scripts: ['Telugu'],
    runs: ['C01-C0C C0E-C10 C12-C28 C2A-C33 C35-C39 C3C-C44 C46-C48 C4A-C4D C55-C56 C5D C60-C61', 'C66-C6F'],
  },
  {
    scripts: ['Thaana'],
    runs: ['780-7B1'],
  },
  {
    scripts: ['Thai'],
    runs: ['E01-E32 E34-E3A E40-E4E E50-E59'],
  },
  {
    scripts: ['Tibetan'],
    runs: [
      'F00 F0B F20-F29 F35 F37 F3E-F42 F44-F47 F49-F4C F4E-F51 F53-F56 F58-F5B F5D-F68 F6A-F6C',
      'F71-F72 F74 F7A-F80 F82-F84 F86-F92 F94-F97 F99-F9C F9E-FA1 FA3-FA6 FA8-FAB FAD-FB8',
      'FBA-FBC FC6',
    ],
  },
];
