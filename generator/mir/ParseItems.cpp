//===- ParseItems.cpp - items, bodies, statements and terminators ---------===//
#include "mir/Parser.h"
#include "mir/ParserImpl.h"

#include "llvm/ADT/APInt.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>

using namespace rsgpu;
using namespace rsgpu::mir;
using llvm::StringRef;

//===-- helpers -----------------------------------------------------------===//

std::string Parser::describe(const Token &t) const {
  switch (t.kind) {
  case Token::Eof:
    return "end of file";
  case Token::String:
    return "a string literal";
  case Token::Number:
    return ("`" + t.text + "`").str();
  case Token::DbgComment:
    return "a `// DBG:` statement";
  case Token::CtfeMarker:
  case Token::HeaderComment:
    return "a MIR header comment";
  default:
    return ("`" + t.text.take_front(40) + "`").str();
  }
}

void Parser::fail(llvm::SMLoc loc, StringRef code, const llvm::Twine &msg,
                  std::vector<std::string> notes) {
  diags.error(loc, code, msg, std::move(notes));
  throw ParseAbort{};
}

void Parser::unexpected(StringRef expected, StringRef code) {
  fail(tok.loc(), code, "expected " + expected + ", found " + describe(tok));
}

void Parser::expectPunct(StringRef p, StringRef what) {
  if (consumePunct(p))
    return;
  std::string e = ("`" + p + "`").str();
  if (!what.empty())
    e += (" " + what).str();
  unexpected(e);
}

Token Parser::expectIdent(StringRef what) {
  if (!tok.is(Token::Ident))
    unexpected(what);
  Token t = tok;
  advance();
  return t;
}

void Parser::expectKeyword(StringRef kw) {
  if (!consumeIdent(kw))
    unexpected(("`" + kw + "`").str());
}

StringRef Parser::rawGroup(StringRef what) {
  StringRef inner;
  if (tok.kind != Token::Punct || !lex.rawBalanced(tok.pos, inner))
    fail(tok.loc(), "RG0010", "unterminated " + what);
  advance();
  return inner;
}

//===-- module and items --------------------------------------------------===//

Module Parser::parseModule() {
  Module m;
  m.items.reserve(64);
  bool ctfe = false;
  std::string header;
  while (!tok.is(Token::Eof)) {
    if (tok.is(Token::CtfeMarker)) {
      ctfe = true;
      advance();
      continue;
    }
    if (tok.is(Token::HeaderComment)) {
      header = tok.text.str();
      advance();
      continue;
    }
    Item it = parseItem();
    it.ctfe = ctfe;
    it.headerComment = std::move(header);
    header.clear();
    ctfe = false;
    m.items.push_back(std::move(it));
  }
  return m;
}

static bool isAllocName(StringRef s) {
  StringRef d;
  if (s.starts_with("alloc"))
    d = s.drop_front(5);
  else if (s.starts_with("ALLOC"))
    d = s.drop_front(5);
  else
    return false;
  return !d.empty() && d.find_first_not_of("0123456789") == StringRef::npos;
}

Item Parser::parseItem() {
  Item it;
  it.loc = tok.loc();
  Body body;
  usedLocals.clear();
  usedBlocks.clear();
  if (tok.is(Token::Ident) && isAllocName(tok.text) && peek2().isPunct("(")) {
    it.kind = Item::Alloc;
    AllocDump a;
    a.name = tok.text.str();
    advance();
    a.header = rawGroup("allocation header").str();
    if (!tok.isPunct("{"))
      unexpected("`{` to open the allocation bytes", "RG0015");
    it.alloc = parseAllocBody(std::move(a));
    return it;
  }
  if (consumeIdent("fn")) {
    it.kind = Item::Fn;
    it.name = parsePath(false);
    parseFnSignature(it, body);
    parseBody(body, true);
    it.body = std::move(body);
    validate(it);
    return it;
  }
  if (tok.isIdent("const") || tok.isIdent("static")) {
    it.kind = tok.isIdent("const") ? Item::Const : Item::Static;
    advance();
    if (it.kind == Item::Static)
      it.isMut = consumeIdent("mut");
  } else if (tok.is(Token::Ident) || tok.isPunct("<")) {
    it.kind = Item::Const; // `_::{constant#1}: usize = {..}`
    it.anonymous = true;
  } else {
    unexpected("an item (`fn`, `const`, `static` or an allocation)");
  }
  if (tok.isIdent("promoted") && peek2().isPunct("[")) {
    // old dialect: `promoted[0] in FOO: T = {..}`
    it.name = parsePath(false);
    if (consumeIdent("in")) {
      Path owner = parsePath(false);
      owner.segments.push_back(it.name.segments.front());
      it.name = owner;
    }
  } else {
    it.name = parsePath(false);
  }
  expectPunct(":", "before the item type");
  it.type = parseType();
  expectPunct("=", "before the item value");
  if (consumeIdent("const")) {
    it.value = parseConst();
    expectPunct(";", "after the constant");
    return it;
  }
  if (!tok.isPunct("{"))
    unexpected("`const` or `{` for the item value");
  parseBody(body, false);
  it.body = std::move(body);
  validate(it);
  return it;
}

void Parser::parseFnSignature(Item &it, Body &body) {
  expectPunct("(", "to open the parameter list");
  while (!tok.isPunct(")")) {
    LocalDecl d;
    d.loc = tok.loc();
    d.id = parseLocalId(tok);
    d.isArg = true;
    advance();
    expectPunct(":", "after the parameter");
    d.type = parseType();
    body.locals.push_back(std::move(d));
    if (!consumePunct(","))
      break;
  }
  expectPunct(")", "to close the parameter list");
  expectPunct("->", "before the return type");
  it.type = parseType();
}

//===-- bodies ------------------------------------------------------------===//

void Parser::parseDecls(Body &body, unsigned scope) {
  while (true) {
    if (tok.isIdent("let")) {
      LocalDecl d;
      d.loc = tok.loc();
      advance();
      d.isMut = consumeIdent("mut");
      d.id = parseLocalId(tok);
      advance();
      expectPunct(":", "after the local");
      d.type = parseType();
      d.scope = scope;
      if (consumeIdent("as")) { // as UserTypeProjection { base: .., projs: [] }
        Token k = expectIdent("`UserTypeProjection`");
        d.userType = k.text.str();
        if (tok.isPunct("{"))
          d.userType += (" {" + rawGroup("user type projection") + "}").str();
      }
      expectPunct(";", "after the local declaration");
      body.locals.push_back(std::move(d));
    } else if (tok.isIdent("debug")) {
      VarDebugInfo v;
      v.loc = tok.loc();
      v.scope = scope;
      advance();
      if (tok.isPunct("(")) {
        v.composite = true;
        v.name = ("(" + rawGroup("composite debug name") + ")").str();
      } else {
        v.name = expectIdent("a variable name").text.str();
      }
      expectPunct("=>", "in the debug declaration");
      if (consumeIdent("const")) {
        v.isConst = true;
        v.value = parseConst();
      } else {
        v.place = parsePlace();
      }
      expectPunct(";", "after the debug declaration");
      body.debugInfo.push_back(std::move(v));
    } else if (tok.isIdent("scope")) {
      SourceScope s;
      s.loc = tok.loc();
      s.parent = scope;
      advance();
      s.id = (unsigned)parseUInt(tok);
      advance();
      if (tok.isPunct("(")) {
        StringRef in = rawGroup("inlined scope").trim();
        if (!in.consume_front("inlined"))
          fail(s.loc, "RG0010", "expected `(inlined ...)` after the scope number");
        s.inlined = in.trim().str();
      }
      expectPunct("{", "to open the scope");
      body.scopes.push_back(s);
      {
        DepthGuard g(*this, s.loc);
        parseDecls(body, s.id);
      }
      expectPunct("}", "to close the scope");
    } else if (tok.isIdent("coverage")) {
      lex.restOfLine(); // `coverage ...;` mappings: not needed
      advance();
    } else {
      return;
    }
  }
}

void Parser::parseBody(Body &body, bool isFn) {
  (void)isFn;
  expectPunct("{", "to open the body");
  parseDecls(body, 0);
  curBody = &body;
  while (tok.is(Token::Ident) && tok.text.starts_with("bb"))
    body.blocks.push_back(parseBlock());
  if (!tok.isPunct("}"))
    unexpected("a basic block (`bbN: {`) or `}`");
  advance();
  curBody = nullptr;
  std::sort(body.locals.begin(), body.locals.end(),
            [](const LocalDecl &a, const LocalDecl &b) { return a.id < b.id; });
  std::stable_sort(
      body.blocks.begin(), body.blocks.end(),
      [](const BasicBlock &a, const BasicBlock &b) { return a.id < b.id; });
}

void Parser::validate(const Item &it) {
  const Body &b = *it.body;
  for (size_t i = 1; i < b.locals.size(); ++i)
    if (b.locals[i].id == b.locals[i - 1].id)
      fail(b.locals[i].loc, "RG0018",
           llvm::formatv("local `_{0}` is declared twice", b.locals[i].id));
  for (size_t i = 1; i < b.blocks.size(); ++i)
    if (b.blocks[i].id == b.blocks[i - 1].id)
      fail(b.blocks[i].loc, "RG0018",
           llvm::formatv("basic block `bb{0}` is defined twice", b.blocks[i].id));
  for (auto &[id, loc] : usedLocals)
    if (!b.local(id))
      fail(loc, "RG0016", llvm::formatv("use of undeclared local `_{0}`", id));
  for (auto &[id, loc] : usedBlocks) {
    auto bit = std::lower_bound(
        b.blocks.begin(), b.blocks.end(), id,
        [](const BasicBlock &bb, unsigned v) { return bb.id < v; });
    if (bit == b.blocks.end() || bit->id != id)
      fail(loc, "RG0017", llvm::formatv("jump to undefined basic block `bb{0}`", id));
  }
  if (b.blocks.empty() && !it.value)
    fail(it.loc, "RG0017", "body has no basic blocks");
}

const LocalDecl *Body::local(unsigned id) const {
  auto it = std::lower_bound(
      locals.begin(), locals.end(), id,
      [](const LocalDecl &d, unsigned v) { return d.id < v; });
  return it != locals.end() && it->id == id ? &*it : nullptr;
}

BasicBlock Parser::parseBlock() {
  BasicBlock bb;
  bb.loc = tok.loc();
  bb.id = parseBlockId(tok);
  advance();
  if (tok.isPunct("(")) {
    advance();
    expectKeyword("cleanup");
    expectPunct(")");
    bb.cleanup = true;
  }
  expectPunct(":", "after the block label");
  expectPunct("{", "to open the block");
  bool done = false;
  while (!tok.isPunct("}")) {
    if (done)
      fail(tok.loc(), "RG0013", "statement after the block's terminator");
    if (tok.is(Token::Eof))
      unexpected("`}` to close the block");
    done = parseStatementOrTerminator(bb);
  }
  if (!done)
    fail(tok.loc(), "RG0013", llvm::formatv("block `bb{0}` has no terminator", bb.id));
  advance();
  return bb;
}

//===-- statements --------------------------------------------------------===//

static bool isTerminatorKeyword(StringRef s) {
  return llvm::StringSwitch<bool>(s)
      .Cases("goto", "switchInt", "return", "unreachable", "resume", "abort",
             true)
      .Cases("terminate", "drop", "assert", "yield", "coroutine_drop",
             "falseEdge", true)
      .Cases("falseUnwind", "asm", "tailcall", "replace", true)
      .Default(false);
}

bool Parser::parseStatementOrTerminator(BasicBlock &bb) {
  Statement st;
  st.loc = tok.loc();
  if (tok.is(Token::DbgComment)) {
    st.kind = Statement::DebugInfo;
    st.raw = tok.text.str();
    advance();
    bb.stmts.push_back(std::move(st));
    return false;
  }
  if (tok.is(Token::Ident) && isTerminatorKeyword(tok.text)) {
    Token kw = tok;
    advance();
    bb.term = parseTerminatorAfterKeyword(kw);
    expectPunct(";", "after the terminator");
    return true;
  }
  auto placeStmt = [&](Statement::Kind k) {
    st.kind = k;
    advance();
    expectPunct("(");
    st.place = parsePlace();
    expectPunct(")");
  };
  if (tok.is(Token::Ident) && peek2().isPunct("(") &&
      !(tok.text.size() > 1 && tok.text[0] == '_')) {
    StringRef kw = tok.text;
    if (kw == "StorageLive" || kw == "StorageDead" || kw == "Deinit" ||
        kw == "PlaceMention") {
      placeStmt(kw == "StorageLive"   ? Statement::StorageLive
                : kw == "StorageDead" ? Statement::StorageDead
                : kw == "Deinit"      ? Statement::Deinit
                                      : Statement::PlaceMention);
    } else if (kw == "discriminant") {
      placeStmt(Statement::SetDiscriminant);
      expectPunct("=", "in `discriminant(..) = N`");
      st.variant = parseUInt(tok);
      advance();
    } else if (kw == "assume") {
      st.kind = Statement::Assume;
      advance();
      expectPunct("(");
      st.args.push_back(parseOperand());
      expectPunct(")");
    } else if (kw == "copy_nonoverlapping") {
      st.kind = Statement::CopyNonOverlapping;
      advance();
      expectPunct("(");
      for (StringRef name : {"dst", "src", "count"}) {
        Token n = expectIdent(("`" + name + "`").str());
        if (n.text != name)
          fail(n.loc(), "RG0010", "expected `" + name + "`");
        expectPunct("=");
        st.args.push_back(parseOperand());
        if (name != "count")
          expectPunct(",");
      }
      expectPunct(")");
    } else if (kw == "FakeRead" || kw == "Retag" || kw == "AscribeUserType" ||
               kw == "BackwardIncompatibleDropHint") {
      st.kind = kw == "FakeRead"          ? Statement::FakeRead
                : kw == "Retag"           ? Statement::Retag
                : kw == "AscribeUserType" ? Statement::AscribeUserType
                                          : Statement::BackwardIncompatibleDropHint;
      advance();
      st.raw = rawGroup("statement arguments").str();
    } else if (kw == "Coverage") {
      st.kind = Statement::Coverage;
      advance();
      st.raw = rawGroup("coverage arguments").str();
    } else {
      fail(tok.loc(), "RG0011", "unknown statement `" + kw + "`",
           {"known statements: StorageLive, StorageDead, FakeRead, Retag, "
            "Deinit, PlaceMention, AscribeUserType, Coverage, assume, "
            "copy_nonoverlapping, discriminant(..) = N, ConstEvalCounter, "
            "nop, assignments and terminators"});
    }
    expectPunct(";", "after the statement");
    bb.stmts.push_back(std::move(st));
    return false;
  }
  if (tok.isIdent("ConstEvalCounter") || tok.isIdent("nop")) {
    st.kind = tok.isIdent("nop") ? Statement::Nop : Statement::ConstEvalCounter;
    advance();
    expectPunct(";");
    bb.stmts.push_back(std::move(st));
    return false;
  }
  if (tok.is(Token::Ident) && !(tok.text.size() > 1 && tok.text[0] == '_' &&
                                tok.text.drop_front().find_first_not_of(
                                    "0123456789") == StringRef::npos))
    fail(tok.loc(), "RG0011", "unknown statement `" + tok.text + "`");
  if (!tok.is(Token::Ident) && !tok.isPunct("("))
    unexpected("a statement");
  // place = rvalue   |   place = call(args) -> targets
  st.kind = Statement::Assign;
  st.place = parsePlace();
  expectPunct("=", "in the assignment");
  if (tok.isIdent("asm") && peek2().isPunct("!")) {
    fail(tok.loc(), "RG0010", "inline assembly must not have a destination");
  }
  st.rvalue = std::make_shared<Rvalue>(parseRvalue());
  opWordAsTupleStruct(st.place, *st.rvalue);
  bool callLike = st.rvalue->op == "()" &&
                  (st.rvalue->kind == Rvalue::Use ||
                   (st.rvalue->kind == Rvalue::Aggregate && st.rvalue->agg == Rvalue::Adt));
  if (callLike && tok.isPunct("->")) {
    Terminator t;
    t.kind = Terminator::Call;
    t.loc = st.loc;
    t.dest = st.place;
    if (st.rvalue->kind == Rvalue::Use) {
      t.func = st.rvalue->operands.front();
      t.args.assign(st.rvalue->operands.begin() + 1, st.rvalue->operands.end());
    } else {
      t.func.kind = Operand::Const;
      t.func.loc = st.rvalue->loc;
      t.func.value = std::make_shared<ConstVal>();
      t.func.value->kind = ConstVal::Named;
      t.func.value->loc = st.rvalue->loc;
      t.func.value->path = st.rvalue->adt;
      t.args = st.rvalue->operands;
    }
    parseCallRest(t);
    expectPunct(";", "after the call");
    bb.term = std::move(t);
    return true;
  }
  expectPunct(";", "after the statement");
  if (callLike && tok.isPunct("}")) {
    // Pre-2023 diverging call without targets: `_4 = f();` ends the block.
    Terminator t;
    t.kind = Terminator::Call;
    t.loc = st.loc;
    t.dest = st.place;
    if (st.rvalue->kind == Rvalue::Use) {
      t.func = st.rvalue->operands.front();
      t.args.assign(st.rvalue->operands.begin() + 1, st.rvalue->operands.end());
    } else {
      t.func.kind = Operand::Const;
      t.func.value = std::make_shared<ConstVal>();
      t.func.value->kind = ConstVal::Named;
      t.func.value->path = st.rvalue->adt;
      t.args = st.rvalue->operands;
    }
    bb.term = std::move(t);
    return true;
  }
  if (st.rvalue->kind == Rvalue::Use && st.rvalue->op == "()")
    fail(st.rvalue->loc, "RG0010", "call through a function pointer needs `->` targets");
  bb.stmts.push_back(std::move(st));
  return false;
}

//===-- terminators -------------------------------------------------------===//

UnwindAction Parser::parseUnwindAction() {
  UnwindAction u;
  if (consumePunct(":")) {
    u.kind = UnwindAction::Cleanup;
    u.block = parseBlockId(tok);
    usedBlocks.push_back({u.block, tok.loc()});
    advance();
  } else if (consumeIdent("continue")) {
    u.kind = UnwindAction::Continue;
  } else if (consumeIdent("unreachable")) {
    u.kind = UnwindAction::Unreachable;
  } else if (consumeIdent("terminate")) {
    u.kind = UnwindAction::Terminate;
    if (tok.isPunct("("))
      u.reason = rawGroup("terminate reason").str();
  } else {
    fail(tok.loc(), "RG0013",
         "unknown unwind action " + describe(tok),
         {"expected `unwind: bbN`, `unwind continue`, `unwind unreachable` "
          "or `unwind terminate(..)`"});
  }
  return u;
}

void Parser::parseTargets(Terminator &t, StringRef firstLabel) {
  // `-> bbN`   |   `-> [label: bbN, unwind ..]`   |   `-> unwind ..`
  expectPunct("->", "before the targets");
  if (tok.is(Token::Ident) && tok.text.starts_with("bb")) {
    t.target = parseBlockId(tok);
    usedBlocks.push_back({*t.target, tok.loc()});
    advance();
    return;
  }
  if (consumeIdent("unwind")) {
    t.unwind = parseUnwindAction();
    return;
  }
  expectPunct("[", "to open the target list");
  while (!tok.isPunct("]")) {
    Token label = tok;
    if (consumeIdent("unwind") || consumeIdent("cleanup")) {
      if (label.text == "cleanup" && !tok.isPunct(":"))
        unexpected("`:` after `cleanup`");
      t.unwind = parseUnwindAction();
    } else {
      Token l = expectIdent("a target label");
      expectPunct(":", "after the target label");
      unsigned bbId = parseBlockId(tok);
      usedBlocks.push_back({bbId, tok.loc()});
      advance();
      if (l.text == firstLabel || (firstLabel == "return" && l.text == "return"))
        t.target = bbId;
      else if (l.text == "imaginary")
        t.imaginary = bbId;
      else
        fail(l.loc(), "RG0013", "unexpected target label `" + l.text + "`");
    }
    if (!consumePunct(","))
      break;
  }
  expectPunct("]", "to close the target list");
}

void Parser::parseCallRest(Terminator &t) { parseTargets(t, "return"); }

Terminator Parser::parseTerminatorAfterKeyword(const Token &kw) {
  Terminator t;
  t.loc = kw.loc();
  StringRef k = kw.text;
  if (k == "goto") {
    t.kind = Terminator::Goto;
    parseTargets(t, "");
    if (!t.target)
      fail(t.loc, "RG0013", "`goto` needs a target block");
  } else if (k == "return") {
    t.kind = Terminator::Return;
  } else if (k == "unreachable") {
    t.kind = Terminator::Unreachable;
  } else if (k == "resume") {
    t.kind = Terminator::UnwindResume;
  } else if (k == "abort") {
    t.kind = Terminator::Abort;
  } else if (k == "terminate") {
    t.kind = Terminator::UnwindTerminate;
    if (tok.isPunct("("))
      t.reason = rawGroup("terminate reason").str();
  } else if (k == "coroutine_drop") {
    t.kind = Terminator::CoroutineDrop;
  } else if (k == "switchInt") {
    t.kind = Terminator::SwitchInt;
    expectPunct("(");
    t.discr = parseOperand();
    expectPunct(")");
    expectPunct("->");
    expectPunct("[", "to open the switch targets");
    while (!tok.isPunct("]")) {
      if (consumeIdent("otherwise")) {
        expectPunct(":");
        t.otherwise = parseBlockId(tok);
        usedBlocks.push_back({*t.otherwise, tok.loc()});
        advance();
      } else {
        SwitchCase c;
        c.negative = consumePunct("-");
        if (!tok.is(Token::Number))
          unexpected("a switch value or `otherwise`");
        c.text = tok.text.str();
        StringRef d = tok.text;
        for (const char *s : {"u8", "u16", "u32", "u64", "u128", "usize", "i8",
                              "i16", "i32", "i64", "i128", "isize"})
          if (d.ends_with(s)) {
            d = d.drop_back(strlen(s));
            break;
          }
        d.consume_back("_");
        std::string clean;
        for (char ch : d)
          if (ch != '_')
            clean += ch;
        llvm::APInt v;
        if (StringRef(clean).getAsInteger(10, v) || v.getActiveBits() > 64)
          fail(tok.loc(), "RG0005", "malformed switch value `" + tok.text + "`");
        c.value = v.getZExtValue();
        advance();
        expectPunct(":");
        c.target = parseBlockId(tok);
        usedBlocks.push_back({c.target, tok.loc()});
        advance();
        t.cases.push_back(c);
      }
      if (!consumePunct(","))
        break;
    }
    expectPunct("]", "to close the switch targets");
    if (!t.otherwise)
      fail(t.loc, "RG0013", "`switchInt` without an `otherwise` target");
  } else if (k == "drop") {
    t.kind = Terminator::Drop;
    expectPunct("(");
    t.dropPlace = parsePlace();
    expectPunct(")");
    parseTargets(t, "return");
  } else if (k == "assert") {
    t.kind = Terminator::Assert;
    expectPunct("(");
    if (consumePunct("!"))
      t.expected = false;
    t.discr = parseOperand();
    expectPunct(",", "after the assert condition");
    if (!tok.is(Token::String))
      unexpected("the assert message");
    t.msg = tok.text.str();
    advance();
    while (consumePunct(","))
      t.args.push_back(parseOperand());
    expectPunct(")");
    parseTargets(t, "success");
  } else if (k == "falseEdge" || k == "falseUnwind") {
    t.kind = k == "falseEdge" ? Terminator::FalseEdge : Terminator::FalseUnwind;
    parseTargets(t, "real");
  } else if (k == "asm") {
    t.kind = Terminator::InlineAsm;
    expectPunct("!");
    if (!tok.isPunct("("))
      unexpected("`(` after `asm!`");
    t.msg = rawGroup("asm! arguments").str();
    if (tok.isPunct("->"))
      parseTargets(t, "return");
  } else if (k == "yield") {
    t.kind = Terminator::Yield;
    expectPunct("(");
    t.args.push_back(parseOperand());
    expectPunct(")");
    parseTargets(t, "resume");
  } else {
    fail(kw.loc(), "RG0013", "unsupported terminator `" + k + "`");
  }
  return t;
}

//===-- allocation dumps --------------------------------------------------===//

AllocDump Parser::parseAllocBody(AllocDump a) {
  // Parse the header: (size: N, align: N) or (static: S, size: N, align: N)
  llvm::SmallVector<StringRef, 4> parts;
  StringRef(a.header).split(parts, ',');
  for (StringRef p : parts) {
    auto [key, val] = p.split(':');
    key = key.trim();
    val = val.trim();
    if (key == "size" && val.getAsInteger(10, a.size))
      fail(tok.loc(), "RG0015", "malformed allocation size `" + val + "`");
    if (key == "align" && val.getAsInteger(10, a.align))
      fail(tok.loc(), "RG0015", "malformed allocation alignment `" + val + "`");
  }
  const char *p = tok.pos + 1, *end = lex.bufferEnd();
  // Rest of the `{` line must be empty.
  while (p < end && *p != '\n') {
    if (*p != ' ' && *p != '\r')
      fail(llvm::SMLoc::getFromPointer(p), "RG0015",
           "unexpected text after `{` of an allocation");
    ++p;
  }
  static const StringRef bar = "\xe2\x94\x82"; // │
  while (p < end) {
    ++p; // newline
    const char *ls = p;
    while (p < end && *p != '\n')
      ++p;
    StringRef line = StringRef(ls, p - ls).rtrim();
    StringRef trimmed = line.trim();
    if (trimmed == "}") {
      if (a.size && a.bytes.size() != a.size)
        fail(llvm::SMLoc::getFromPointer(ls), "RG0015",
             llvm::formatv("allocation `{0}` declares {1} bytes but lists {2}",
                           a.name, a.size, a.bytes.size()));
      resetTo(ls + (trimmed.data() - ls) + 1);
      return a;
    }
    if (trimmed.empty())
      continue;
    // Optional `0x00 │` offset column, then hex bytes, then `│ ascii`.
    StringRef hex = trimmed;
    size_t b1 = hex.find(bar);
    if (hex.starts_with("0x") && b1 != StringRef::npos) {
      hex = hex.drop_front(b1 + bar.size());
      b1 = hex.find(bar);
    }
    if (b1 != StringRef::npos)
      hex = hex.take_front(b1);
    llvm::SmallVector<StringRef, 16> toks;
    hex.split(toks, ' ', -1, false);
    for (StringRef t : toks) {
      if (t.starts_with("\xe2\x95\xbe")) { // ╾ pointer ... ╼
        // a pointer spans the pointer width; the markers are ─-padded
        unsigned width = 8;
        if (t.ends_with("\xe2\x95\xbc"))
          a.bytes.insert(a.bytes.end(), width, 0x200);
        continue;
      }
      if (t.starts_with("\xe2\x94\x80") || t.starts_with("\xe2\x95\xbc"))
        continue;
      if (t == "__") {
        a.bytes.push_back(0x100);
        continue;
      }
      unsigned v;
      if (t.size() != 2 || t.getAsInteger(16, v))
        fail(llvm::SMLoc::getFromPointer(t.data()), "RG0015",
             "malformed byte `" + t.take_front(20) + "` in an allocation dump");
      a.bytes.push_back((uint16_t)v);
    }
    if (a.bytes.size() > (1u << 26))
      fail(llvm::SMLoc::getFromPointer(ls), "RG0015", "allocation dump too large");
  }
  fail(tok.loc(), "RG0015", "unterminated allocation dump (missing `}`)");
}

//===-- entry points ------------------------------------------------------===//

std::optional<Module> rsgpu::mir::parseModule(unsigned bufferId,
                                             DiagEngine &diags) {
  const llvm::MemoryBuffer *mb = diags.sourceMgr().getMemoryBuffer(bufferId);
  try {
    Parser p(mb->getBuffer(), diags);
    Module m = p.parseModule();
    m.file = mb->getBufferIdentifier().str();
    if (m.items.empty()) {
      diags.error(llvm::SMLoc::getFromPointer(mb->getBufferStart()), "RG0020",
                  "no MIR items in the input",
                  {"expected the output of `rustc --emit=mir`"});
      return std::nullopt;
    }
    return m;
  } catch (ParseAbort &) {
    return std::nullopt;
  }
}

TypeP rsgpu::mir::parseTypeText(unsigned bufferId, const char *begin,
                                const char *end, DiagEngine &diags) {
  (void)bufferId;
  try {
    Parser p(StringRef(begin, end - begin), diags);
    TypeP t = p.parseType();
    if (!p.tok.is(Token::Eof))
      p.unexpected("the end of the type");
    return t;
  } catch (ParseAbort &) {
    return nullptr;
  }
}

void Parser::opWordAsTupleStruct(const Place &dest, Rvalue &rv) const {
  if (rv.kind != Rvalue::BinaryOp && rv.kind != Rvalue::CheckedBinaryOp &&
      rv.kind != Rvalue::UnaryOp)
    return;
  // The destination's type: the local's, or the last projection's `(_5.0: T)`
  const Type *t = nullptr;
  if (!dest.projs.empty()) {
    t = dest.projs.back().type.get();
  } else if (curBody) {
    for (const LocalDecl &d : curBody->locals)
      if (d.id == dest.local)
        t = d.type.get();
  }
  // An operator's result is a primitive (or `(T, bool)`), never a struct
  if (!t || t->kind != Type::Named || t->path.last() != rv.op)
    return;
  PathSegment seg;
  seg.name = rv.op;
  rv.adt = Path();
  rv.adt.loc = rv.loc;
  rv.adt.segments.push_back(std::move(seg));
  rv.kind = Rvalue::Aggregate;
  rv.agg = Rvalue::Adt;
  rv.op = "()";
}
