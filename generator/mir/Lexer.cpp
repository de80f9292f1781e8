//===- Lexer.cpp - tokens of rustc's MIR text -----------------------------===//
#include "mir/Lexer.h"

using namespace rsgpu::mir;
using llvm::StringRef;

static bool isIdentStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
         c == '$';
}
static bool isIdentChar(char c) {
  return isIdentStart(c) || (c >= '0' && c <= '9');
}
static bool isDigit(char c) { return c >= '0' && c <= '9'; }

void Lexer::skipTrivia(Token &special) {
  while (cur < end) {
    char c = *cur;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      ++cur;
      continue;
    }
    // `| User Type Annotations` blocks: lines that start with `|`.
    if (c == '|' && (cur == begin || cur[-1] == '\n')) {
      while (cur < end && *cur != '\n')
        ++cur;
      continue;
    }
    if (c == '/' && cur + 1 < end && cur[1] == '/') {
      const char *s = cur;
      while (cur < end && *cur != '\n')
        ++cur;
      StringRef line(s, cur - s);
      if (line.starts_with("// DBG:")) {
        special.kind = Token::DbgComment;
        special.pos = s;
        special.text = line.drop_front(7).trim();
        return;
      }
      if (line.trim() == "// MIR FOR CTFE") {
        special.kind = Token::CtfeMarker;
        special.pos = s;
        special.text = line;
        return;
      }
      if (line.starts_with("// MIR for ")) {
        special.kind = Token::HeaderComment;
        special.pos = s;
        special.text = line.drop_front(3).trim();
        return;
      }
      continue;
    }
    if (c == '/' && cur + 1 < end && cur[1] == '*') {
      const char *s = cur;
      cur += 2;
      while (cur + 1 < end && !(cur[0] == '*' && cur[1] == '/'))
        ++cur;
      if (cur + 1 >= end) {
        cur = s;
        return; // reported by next() as a stray '/'
      }
      cur += 2;
      continue;
    }
    return;
  }
}

Token Lexer::next() {
  Token special;
  skipTrivia(special);
  if (special.kind != Token::Eof)
    return special;
  if (cur >= end) {
    Token t;
    t.kind = Token::Eof;
    t.pos = end;
    return t;
  }
  const char *s = cur;
  char c = *cur;
  if (isIdentStart(c)) {
    while (cur < end && isIdentChar(*cur))
      ++cur;
    if (cur - s == 1 && *s == 'b' && cur < end && *cur == '"') {
      Token t = next(); // the string
      if (t.kind != Token::String)
        return t;
      t.kind = Token::ByteString;
      t.pos = s;
      return t;
    }
    return make(Token::Ident, s);
  }
  if (isDigit(c)) {
    while (cur < end && isIdentChar(*cur)) {
      // exponent sign: 1e-7f32
      if ((*cur == 'e' || *cur == 'E') && cur + 2 < end &&
          (cur[1] == '-' || cur[1] == '+') && isDigit(cur[2]) &&
          !(s + 1 < end && s[0] == '0' && (s[1] == 'x' || s[1] == 'b')))
        cur += 2;
      ++cur;
    }
    if (cur + 1 < end && *cur == '.' && isDigit(cur[1])) {
      ++cur;
      while (cur < end && isIdentChar(*cur)) {
        if ((*cur == 'e' || *cur == 'E') && cur + 2 < end &&
            (cur[1] == '-' || cur[1] == '+') && isDigit(cur[2]))
          cur += 2;
        ++cur;
      }
    }
    return make(Token::Number, s);
  }
  if (c == '"') {
    ++cur;
    while (cur < end && *cur != '"') {
      if (*cur == '\\' && cur + 1 < end)
        ++cur;
      ++cur;
    }
    if (cur >= end) {
      cur = end;
      return error(s, "RG0004", "unterminated string literal");
    }
    ++cur;
    Token t = make(Token::String, s);
    t.text = t.text.drop_front().drop_back();
    return t;
  }
  if (c == '\'') {
    // Char literal: 'x', '\n', '\u{1f600}', '\'' or a multi-byte UTF-8 char.
    const char *p = cur + 1;
    if (p < end && *p == '\\') {
      ++p;
      if (p < end && *p == 'u') {
        while (p < end && *p != '}' && *p != '\n')
          ++p;
      }
      if (p < end)
        ++p;
    } else if (p < end && (unsigned char)*p >= 0x80) {
      ++p;
      while (p < end && ((unsigned char)*p & 0xC0) == 0x80)
        ++p;
    } else if (p < end && *p != '\n') {
      ++p;
    }
    if (p < end && *p == '\'' && p > cur + 1) {
      cur = p + 1;
      Token t = make(Token::Char, s);
      t.text = t.text.drop_front().drop_back();
      return t;
    }
    // Lifetime: 'a, '_, 'static, '{erased}
    p = cur + 1;
    if (p < end && *p == '{') {
      while (p < end && *p != '}' && *p != '\n')
        ++p;
      if (p < end && *p == '}') {
        cur = p + 1;
        return make(Token::Lifetime, s);
      }
    }
    if (p < end && isIdentStart(*p)) {
      while (p < end && isIdentChar(*p))
        ++p;
      cur = p;
      return make(Token::Lifetime, s);
    }
    ++cur;
    return error(s, "RG0004", "unterminated character literal");
  }
  auto two = [&](char a, char b) {
    return c == a && cur + 1 < end && cur[1] == b;
  };
  if (two(':', ':') || two('-', '>') || two('=', '>')) {
    cur += 2;
    return make(Token::Punct, s);
  }
  switch (c) {
  case '(': case ')': case '[': case ']': case '{': case '}': case '<':
  case '>': case ',': case ';': case ':': case '=': case '&': case '*':
  case '!': case '+': case '-': case '.': case '#': case '@': case '|':
  case '?': case '/': case '%': case '^': case '~':
    ++cur;
    return make(Token::Punct, s);
  default:
    break;
  }
  // Skip the whole UTF-8 sequence so the next token starts cleanly.
  ++cur;
  while (cur < end && ((unsigned char)*cur & 0xC0) == 0x80)
    ++cur;
  if (c == '\0')
    return error(s, "RG0003", "NUL byte in input");
  return error(s, "RG0003", (unsigned char)c >= 0x80
                                 ? "unexpected non-ASCII character"
                                 : "unexpected character");
}

bool Lexer::rawBalanced(const char *open, StringRef &inner) {
  char o = *open;
  char cl = o == '(' ? ')' : o == '[' ? ']' : o == '{' ? '}' : '>';
  int depth = 0;
  const char *p = open;
  for (; p < end; ++p) {
    char c = *p;
    if (c == '"') {
      ++p;
      while (p < end && *p != '"') {
        if (*p == '\\')
          ++p;
        ++p;
      }
      if (p >= end)
        return false;
      continue;
    }
    if (o == '<' && c == '-' && p + 1 < end && p[1] == '>') {
      ++p; // `->` inside `<impl Fn() -> u32 for X>`
      continue;
    }
    if (c == o)
      ++depth;
    else if (c == cl && --depth == 0) {
      inner = StringRef(open + 1, p - open - 1);
      cur = p + 1;
      return true;
    }
    if (c == '\n' && o != '{')
      return false; // paths, scopes and types never span lines
  }
  return false;
}

StringRef Lexer::restOfLine() {
  const char *s = cur;
  while (cur < end && *cur != '\n')
    ++cur;
  return StringRef(s, cur - s);
}
