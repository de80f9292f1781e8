//===- ParserImpl.h - recursive-descent MIR parser (private) --*- C++ -*-===//
#ifndef RSGPU_MIR_PARSERIMPL_H
#define RSGPU_MIR_PARSERIMPL_H

#include "mir/AST.h"
#include "mir/Lexer.h"
#include "support/Diagnostics.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"

namespace rsgpu::mir {

/// `_N`: a MIR local's name.
inline bool isLocalName(llvm::StringRef s) {
  if (s.size() < 2 || s[0] != '_')
    return false;
  for (char c : s.drop_front())
    if (c < '0' || c > '9')
      return false;
  return true;
}

/// Thrown after the diagnostic has been reported; caught by parseModule.
struct ParseAbort {};

class Parser {
public:
  Parser(llvm::StringRef buf, DiagEngine &diags) : lex(buf), diags(diags) {
    advance();
  }

  // ParseItems.cpp
  Module parseModule();
  Item parseItem();
  void parseFnSignature(Item &item, Body &body);
  void parseBody(Body &body, bool allowParams);
  void parseDecls(Body &body, unsigned scope);
  BasicBlock parseBlock();
  bool parseStatementOrTerminator(BasicBlock &bb);
  Terminator parseTerminatorAfterKeyword(const Token &kw);
  void parseCallRest(Terminator &t);
  void parseTargets(Terminator &t, llvm::StringRef firstLabel);
  UnwindAction parseUnwindAction();
  AllocDump parseAllocBody(AllocDump a);
  void validate(const Item &item);

  // ParseExprs.cpp
  TypeP parseType();
  Path parsePath(bool typeContext);
  void parseGenericArgs(PathSegment &seg);
  Place parsePlace();
  Operand parseOperand();
  ConstVal parseConst();
  Rvalue parseRvalue();
  unsigned parseLocalId(const Token &t);
  unsigned parseBlockId(const Token &t);
  uint64_t parseUInt(const Token &t);

  // helpers
  void advance() {
    prevEnd = lex.position();
    tok = lex.next();
    if (tok.kind == Token::Error)
      fail(tok.loc(), tok.errorCode, tok.text);
  }
  Token peek2() { return lex.peek(); }
  bool consumePunct(llvm::StringRef p) {
    if (!tok.isPunct(p))
      return false;
    advance();
    return true;
  }
  bool consumeIdent(llvm::StringRef s) {
    if (!tok.isIdent(s))
      return false;
    advance();
    return true;
  }
  void expectPunct(llvm::StringRef p, llvm::StringRef what = "");
  Token expectIdent(llvm::StringRef what);
  void expectKeyword(llvm::StringRef kw);
  [[noreturn]] void fail(llvm::SMLoc loc, llvm::StringRef code,
                         const llvm::Twine &msg,
                         std::vector<std::string> notes = {});
  [[noreturn]] void unexpected(llvm::StringRef expected,
                               llvm::StringRef code = "RG0010");
  std::string describe(const Token &t) const;
  /// Re-lexes from `p` (after a raw scan).
  void resetTo(const char *p) {
    lex.reset(p);
    advance();
  }
  /// Raw text from the current token (which must be an opening bracket) to
  /// its match; advances past it.
  llvm::StringRef rawGroup(llvm::StringRef what);

  struct DepthGuard {
    Parser &p;
    DepthGuard(Parser &p, llvm::SMLoc loc) : p(p) {
      if (++p.depth > 200)
        p.fail(loc, "RG0019", "nesting too deep (more than 200 levels)");
    }
    ~DepthGuard() { --p.depth; }
  };

  /// `Add(copy _3, const 1f32)` assigned to a place of the crate's tuple
  /// struct `Add`: that struct's value, not the operator (ParseItems.cpp).
  void opWordAsTupleStruct(const Place &dest, Rvalue &rv) const;

  Lexer lex;
  Token tok;
  const Body *curBody = nullptr; ///< the body being parsed (its locals)
  DiagEngine &diags;
  unsigned depth = 0;
  const char *prevEnd = nullptr;
  /// Plain one-segment types parsed so far, shared (see parseType).
  llvm::StringMap<TypeP> plainTypes;
  // Locals and blocks a body refers to, checked when the body ends.
  std::vector<std::pair<unsigned, llvm::SMLoc>> usedLocals, usedBlocks;
};

} // namespace rsgpu::mir

#endif
