import { describe, expect, it } from 'vitest';
import { compareVersions, newestParagraph, signedFile, tarballOf } from './debian-source.ts';

/** Reading Debian's index: the text as sid's InRelease and Sources.xz hold it (trimmed). */

const IN_RELEASE = `Origin: Debian
Suite: unstable
Codename: sid
Acquire-By-Hash: yes
MD5Sum:
 c4bb5f45d93e05a810ad8b0bcef5fcb1 12103252 main/source/Sources.xz
SHA256:
 0d7aa925902f80d476aa4760e78ea70bc3e9c84312f84dda9c833ac73a384cdf   899811 non-free-firmware/Contents-all
 4f6b97c1b0cb0b078f424478d4e75fbebf639c79604e899f656e528692b6cf4c 12103252 main/source/Sources.xz
 91dd6d2408c6e08eeff5962d13cf688117a16c3bd07a0272637b7d623df7d24b 1234 main/source/Sources.xz.extra
`;

const paragraph = (version: string, upstream: string, sha256: string) => `Package: postgresql-18
Binary: libpq-dev, libpq5, postgresql-client-18
Version: ${version}
Files:
 b5643c3a1a59f33dfa00e6dac1201aaa 4752 postgresql-18_${version}.dsc
 6143c18ab91bdfcaa056a61861814cde 22632314 postgresql-18_${upstream}.orig.tar.bz2
Checksums-Sha256:
 a4254c4548ebeea683832de193460ee8a9f1271418e884803b44ded1aead1776 4752 postgresql-18_${version}.dsc
 ${sha256} 22632314 postgresql-18_${upstream}.orig.tar.bz2
 5efd00aa59930757931d13e3b2a343b5ac983fdf646a54a3b96caa30cb40512b 34488 postgresql-18_${version}.debian.tar.xz
Directory: pool/main/p/postgresql-18
Section: misc`;

const SOURCES = [
  'Package: postgresql-17\nVersion: 17.8-1\nDirectory: pool/main/p/postgresql-17',
  paragraph('18.10-1', '18.10', 'b'.repeat(64)),
  paragraph('18.6-3', '18.6', '555610c24d53e4316da5b7d3fc25c279d96856d5e0e23ee308c328c5fa881d9f'),
  'Package: postgresql-18-extra\nVersion: 19.0-1\nDirectory: pool/main/p/postgresql-18-extra',
].join('\n\n');

describe("Debian's index", () => {
  it("gives a file's SHA-256 and size from InRelease's SHA256 list, never from the MD5 one", () => {
    expect(signedFile(IN_RELEASE, 'main/source/Sources.xz')).toEqual({
      sha256: '4f6b97c1b0cb0b078f424478d4e75fbebf639c79604e899f656e528692b6cf4c',
      size: 12103252,
    });
    expect(() => signedFile(IN_RELEASE.replace(/^SHA256:[^]*$/m, ''), 'main/source/Sources.xz')).toThrow(/names no main\/source\/Sources\.xz/);
  });

  it("finds the package's newest version and its upstream tarball in Sources", () => {
    expect(tarballOf(newestParagraph(SOURCES, 'postgresql-18')!)).toEqual({
      version: '18.10-1',
      upstreamVersion: '18.10',
      url: 'http://deb.debian.org/debian/pool/main/p/postgresql-18/postgresql-18_18.10.orig.tar.bz2',
      sha256: 'b'.repeat(64),
      size: 22632314,
    });
    expect(newestParagraph(SOURCES, 'postgresql-16')).toBeUndefined();
  });

  it('refuses a Sources entry that names no upstream tarball', () => {
    expect(() => tarballOf(newestParagraph(SOURCES, 'postgresql-17')!)).toThrow(/postgresql-17 17\.8-1 names no upstream tarball/);
  });

  it('orders versions by their numbers', () => {
    expect(compareVersions('18.10-1', '18.6-3')).toBe(1);
    expect(compareVersions('18.6-3', '18.6-10')).toBe(-1);
    expect(compareVersions('18.6-3', '18.6-3')).toBe(0);
  });
});
