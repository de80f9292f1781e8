// Panic messages keep Rust's format string: core::fmt's template bytes, as
// `rustc --emit=mir` (1.95) prints them for these sources, decode to the
// format string with `{}` for each argument.
#include "ir/FmtPanics.h"
#include <catch2/catch.hpp>

using rsgpu::ir::decodeFmtTemplate;

TEST_CASE("format templates decode to Rust's format string", "[ir][panic]") {
  // unreachable!("op {} out of range", x): a 45-byte literal ('-'), an
  // argument, a 13-byte literal printed as `\r`.
  CHECK(decodeFmtTemplate(
            R"(-internal error: entered unreachable code: op \xc0\r out of range\x00)") ==
        "internal error: entered unreachable code: op {} out of range");
  // panic!("hex {:x} pad {:>8} prec {:.3}", ..): placeholders with flags,
  // width and precision fields (whose bytes include '(' and ' ').
  CHECK(decodeFmtTemplate(
            R"(\x04hex \xc0\x05 pad \xc3 \x00\x00(\x08\x00\x06 prec \xc5 \x00\x00p\x03\x00\x00)") ==
        "hex {} pad {} prec {}");
  // panic!("same {0} twice {0}\ttab \"q\" back\\slash\nnl", x): an explicit
  // argument index, and MIR's \t \" \\ \n escapes inside a literal.
  CHECK(decodeFmtTemplate(
            R"(\x05same \xc0\x07 twice \xc8\x00\x00\x16\ttab \"q\" back\\slash\nnl\x00)") ==
        "same {} twice {0}\ttab \"q\" back\\slash\nnl");
  // panic!("dyn {:>w$} {:?}", x, x): width from an argument, Debug.
  CHECK(decodeFmtTemplate(R"(\x04dyn \xd3 \x00\x00(\x01\x00\x01 \xc8\x02\x00\x00)") ==
        "dyn {} {2}");
}

TEST_CASE("long literals use the 0x80 form and bytes that are no template stay printable",
          "[ir][panic]") {
  std::string body(200, 'a');
  // 0x80, length 200 little endian, the bytes, an argument, the end.
  CHECK(decodeFmtTemplate(R"(\x80\xc8\x00)" + body + R"(\xc0\x00)") == body + "{}");
  // A 127-byte literal is the longest one-byte form ('\x7f').
  std::string l127(127, 'b');
  CHECK(decodeFmtTemplate(R"(\x7f)" + l127 + R"(\x00)") == l127);
  // Not a template (a reserved 0x81..0xbf lead byte): shown, never raw bytes.
  std::string odd = decodeFmtTemplate(R"(\x90abc\x01)");
  CHECK(odd == R"(\x90abc\x01)");
  CHECK(odd.find('\0') == std::string::npos);
  // A template cut short.
  CHECK(decodeFmtTemplate(R"(\x0cshort)") == "\\x0cshort");
}
