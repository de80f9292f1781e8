#include "mir/Lexer.h"
#include <catch2/catch.hpp>
#include <vector>

using namespace rsgpu::mir;

static std::vector<std::string> lexAll(llvm::StringRef s) {
  Lexer l(s);
  std::vector<std::string> r;
  for (Token t = l.next(); !t.is(Token::Eof); t = l.next()) {
    r.push_back(std::to_string(t.kind) + ":" + t.text.str());
    if (t.is(Token::Error))
      break;
  }
  return r;
}

TEST_CASE("numbers keep suffixes, exponents and fractions", "[lexer]") {
  auto t = lexAll("3_u32 1f32 1.5f64 1e-7f32 0x1f_u8 NaN_f32");
  REQUIRE(t.size() == 6);
  CHECK(t[0] == std::to_string(Token::Number) + ":3_u32");
  CHECK(t[2] == std::to_string(Token::Number) + ":1.5f64");
  CHECK(t[3] == std::to_string(Token::Number) + ":1e-7f32");
  CHECK(t[4] == std::to_string(Token::Number) + ":0x1f_u8");
  CHECK(t[5] == std::to_string(Token::Ident) + ":NaN_f32");
}

TEST_CASE("field projections lex as local, dot, number", "[lexer]") {
  auto t = lexAll("(_5.1: bool)");
  REQUIRE(t.size() == 7);
  CHECK(t[1] == std::to_string(Token::Ident) + ":_5");
  CHECK(t[2] == std::to_string(Token::Punct) + ":.");
  CHECK(t[3] == std::to_string(Token::Number) + ":1");
}

TEST_CASE("chars versus lifetimes", "[lexer]") {
  auto t = lexAll("'x' '\\n' '\\u{1f600}' '_ 'static");
  REQUIRE(t.size() == 5);
  CHECK(t[0] == std::to_string(Token::Char) + ":x");
  CHECK(t[1] == std::to_string(Token::Char) + ":\\n");
  CHECK(t[2] == std::to_string(Token::Char) + ":\\u{1f600}");
  CHECK(t[3] == std::to_string(Token::Lifetime) + ":'_");
  CHECK(t[4] == std::to_string(Token::Lifetime) + ":'static");
}

TEST_CASE("comments: DBG statements and CTFE markers survive", "[lexer]") {
  auto t = lexAll("// plain\n// DBG: _9 = &_10\n// MIR FOR CTFE\n| user types\nx");
  REQUIRE(t.size() == 3);
  CHECK(t[0] == std::to_string(Token::DbgComment) + ":_9 = &_10");
  CHECK(t[1].rfind(std::to_string(Token::CtfeMarker) + ":", 0) == 0);
  CHECK(t[2] == std::to_string(Token::Ident) + ":x");
}

TEST_CASE("errors carry codes", "[lexer]") {
  Lexer l("\"never closed");
  Token t = l.next();
  REQUIRE(t.is(Token::Error));
  CHECK(std::string(t.errorCode) == "RG0004");
  Lexer l2(llvm::StringRef("\x01", 1));
  CHECK(std::string(l2.next().errorCode) == "RG0003");
}

TEST_CASE("raw balanced groups skip strings and arrows", "[lexer]") {
  llvm::StringRef src = "<impl Fn() -> u32 for X> rest";
  Lexer l(src);
  llvm::StringRef inner;
  REQUIRE(l.rawBalanced(src.data(), inner));
  CHECK(inner == "impl Fn() -> u32 for X");
  CHECK(l.next().text == "rest");
}
