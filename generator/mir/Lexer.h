//===- Lexer.h - tokens of rustc's MIR text -------------------*- C++ -*-===//
#ifndef RSGPU_MIR_LEXER_H
#define RSGPU_MIR_LEXER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"
#include <string>

namespace rsgpu::mir {

struct Token {
  enum Kind {
    Eof,
    Ident,    ///< foo, _1, bb0, u32, NaN_f32
    Number,   ///< 3, 3_u32, 1.5f32, 0x1f (text as written)
    String,   ///< "…" (text is the raw body, escapes kept)
    ByteString,
    Char,     ///< 'x' (text is the raw body)
    Lifetime, ///< 'a, '_, 'static
    Punct,    ///< ( ) [ ] { } < > , ; : = & * ! + - . # @ | ? / :: -> =>
    DbgComment, ///< `// DBG: …` (text after the colon)
    CtfeMarker, ///< `// MIR FOR CTFE`
    HeaderComment, ///< `// MIR for `f` after X`
    Error,    ///< text is the message; code in errorCode
  };
  Kind kind = Eof;
  llvm::StringRef text;
  const char *pos = nullptr;
  const char *errorCode = nullptr;

  bool is(Kind k) const { return kind == k; }
  bool isPunct(llvm::StringRef p) const { return kind == Punct && text == p; }
  bool isIdent(llvm::StringRef s) const { return kind == Ident && text == s; }
  llvm::SMLoc loc() const { return llvm::SMLoc::getFromPointer(pos); }
};

/// On-demand lexer with cheap save/restore (its whole state is a pointer)
/// and raw scanning for the few constructs whose text is free-form.
class Lexer {
public:
  explicit Lexer(llvm::StringRef buffer)
      : begin(buffer.begin()), cur(buffer.begin()), end(buffer.end()) {}

  Token next();
  Token peek() {
    const char *save = cur;
    Token t = next();
    cur = save;
    return t;
  }

  const char *position() const { return cur; }
  void reset(const char *p) { cur = p; }
  const char *bufferEnd() const { return end; }

  /// From `open` (pointing at one of `({[<`) to its matching close, nesting
  /// only on the same bracket pair and skipping string literals; returns the
  /// text between (exclusive) and moves past the closer. Returns false at EOF.
  bool rawBalanced(const char *open, llvm::StringRef &inner);
  /// The rest of the current line (for trailing raw text).
  llvm::StringRef restOfLine();

private:
  void skipTrivia(Token &special);
  Token make(Token::Kind k, const char *s) {
    Token t;
    t.kind = k;
    t.pos = s;
    t.text = llvm::StringRef(s, cur - s);
    return t;
  }
  Token error(const char *s, const char *code, const char *msg) {
    Token t;
    t.kind = Token::Error;
    t.pos = s;
    t.text = msg;
    t.errorCode = code;
    return t;
  }

  const char *begin, *cur, *end;
};

} // namespace rsgpu::mir

#endif
