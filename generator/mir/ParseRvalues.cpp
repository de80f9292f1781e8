//===- ParseRvalues.cpp - rvalues -----------------------------------------===//
#include "mir/ParserImpl.h"

#include "llvm/ADT/StringSwitch.h"

using namespace rsgpu::mir;
using llvm::StringRef;

//===-- rvalues -----------------------------------------------------------===//

static bool isBinaryOp(StringRef s) {
  return llvm::StringSwitch<bool>(s)
      .Cases("Add", "Sub", "Mul", "Div", "Rem", "BitXor", "BitAnd", "BitOr",
             true)
      .Cases("Shl", "Shr", "Eq", "Lt", "Le", "Ne", "Ge", "Gt", true)
      .Cases("Cmp", "Offset", "AddUnchecked", "SubUnchecked", "MulUnchecked",
             "ShlUnchecked", "ShrUnchecked", true)
      .Cases("AddWithOverflow", "SubWithOverflow", "MulWithOverflow", true)
      .Default(false);
}

static bool isCheckedOp(StringRef s) {
  return llvm::StringSwitch<bool>(s)
      .Cases("CheckedAdd", "CheckedSub", "CheckedMul", "CheckedShl",
             "CheckedShr", true)
      .Default(false);
}

static bool isCastKind(StringRef s) {
  return llvm::StringSwitch<bool>(s)
      .Cases("IntToInt", "IntToFloat", "FloatToInt", "FloatToFloat", "PtrToPtr",
             true)
      .Cases("FnPtrToPtr", "Transmute", "PointerCoercion", "DynStar", "Subtype",
             true)
      .Cases("PointerExposeProvenance", "PointerWithExposedProvenance",
             "PointerExposeAddress", "PointerFromExposedAddress", true)
      .Cases("Pointer", "Misc", true) // 2022 dialect
      .Default(false);
}

Rvalue Parser::parseRvalue() {
  DepthGuard g(*this, tok.loc());
  Rvalue rv;
  rv.loc = tok.loc();
  auto castSuffix = [&] {
    if (!consumeIdent("as"))
      return;
    rv.kind = Rvalue::Cast;
    rv.type = parseType();
    expectPunct("(", "before the cast kind");
    Token k = expectIdent("a cast kind");
    if (!isCastKind(k.text))
      fail(k.loc(), "RG0014", "unknown cast kind `" + k.text + "`",
           {"known kinds: IntToInt, IntToFloat, FloatToInt, FloatToFloat, "
            "PtrToPtr, FnPtrToPtr, Transmute, PointerCoercion(..), "
            "PointerExposeProvenance, PointerWithExposedProvenance"});
    rv.op = k.text.str();
    if (tok.isPunct("("))
      rv.opArgs = rawGroup("cast kind arguments").str();
    expectPunct(")", "to close the cast kind");
  };
  auto operandList = [&](StringRef close) {
    while (!tok.isPunct(close)) {
      rv.operands.push_back(parseOperand());
      if (!consumePunct(","))
        break;
    }
    expectPunct(close);
  };
  auto braceFields = [&] {
    advance();
    while (!tok.isPunct("}")) {
      if (tok.is(Token::Number)) { // closure captures: `{closure@..} { 0: copy
                                   // _3 }`
        rv.fieldNames.push_back(tok.text.str());
        advance();
      } else
        rv.fieldNames.push_back(expectIdent("a field name").text.str());
      expectPunct(":");
      rv.operands.push_back(parseOperand());
      if (!consumePunct(","))
        break;
    }
    expectPunct("}");
  };

  if (consumePunct("&")) {
    if (consumeIdent("raw")) {
      rv.kind = Rvalue::RawPtr;
      if (consumeIdent("mut"))
        rv.op = "&raw mut";
      else if (consumeIdent("const"))
        rv.op = "&raw const";
      else
        unexpected("`const` or `mut` after `&raw`");
      if (tok.isPunct("(") && peek2().isIdent("fake")) {
        advance();
        advance();
        expectPunct(")");
        rv.op += " (fake)";
      }
      rv.place = parsePlace();
      return rv;
    }
    rv.kind = Rvalue::Ref;
    rv.op = "&";
    if (consumeIdent("fake")) {
      Token k = expectIdent("`shallow` or `deep`");
      rv.op = ("&fake " + k.text).str();
    } else if (consumeIdent("mut")) {
      rv.op = "&mut";
    } else if (consumeIdent("shallow")) {
      rv.op = "&shallow";
    } else if (consumeIdent("uniq")) {
      rv.op = "&uniq";
    }
    if (tok.is(Token::Ident) && !isLocalName(tok.text)) {
      rv.kind = Rvalue::ThreadLocalRef;
      rv.adt = parsePath(false);
      return rv;
    }
    rv.place = parsePlace();
    return rv;
  }
  if (consumePunct("[")) {
    rv.kind = Rvalue::Aggregate;
    rv.agg = Rvalue::Array;
    if (consumePunct("]"))
      return rv;
    rv.operands.push_back(parseOperand());
    if (consumePunct(";")) {
      rv.kind = Rvalue::Repeat;
      if (tok.isPunct("{"))
        rv.count = ("{" + rawGroup("repeat count") + "}").str();
      else if (tok.is(Token::Number) || tok.is(Token::Ident)) {
        rv.count = tok.text.str();
        advance();
      } else
        unexpected("a repeat count");
      expectPunct("]");
      return rv;
    }
    if (consumePunct(","))
      operandList("]");
    else
      expectPunct("]");
    return rv;
  }
  if (tok.isPunct("(")) {
    Token n = peek2();
    bool tuple = n.isPunct(")") || n.isIdent("copy") || n.isIdent("move") ||
                 n.isIdent("const");
    if (!tuple && n.is(Token::Ident)) {
      // `(_5,)` or `(_1, _2)` (old dialect tuple) vs `(_1.0: T)` (place)
      const char *save = lex.position();
      Token t3 = lex.next();
      Token t4 = lex.next();
      lex.reset(save);
      (void)t3;
      tuple = t4.isPunct(",") || t4.isPunct(")");
    }
    if (tuple) {
      advance();
      rv.kind = Rvalue::Aggregate;
      rv.agg = Rvalue::Tuple;
      operandList(")");
      return rv;
    }
    rv.kind = Rvalue::Use;
    rv.operands.push_back(parseOperand());
    castSuffix();
    return rv;
  }
  if (consumePunct("*")) { // *const [u32] from (copy _9, copy _7)
    rv.kind = Rvalue::Aggregate;
    rv.agg = Rvalue::RawPtrAgg;
    auto pt = std::make_shared<Type>();
    pt->kind = Type::Ptr;
    pt->loc = rv.loc;
    if (consumeIdent("mut"))
      pt->isMut = true;
    else if (!consumeIdent("const"))
      unexpected("`const` or `mut`");
    pt->elems.push_back(parseType());
    rv.type = pt;
    expectKeyword("from");
    expectPunct("(");
    operandList(")");
    return rv;
  }
  if (tok.isPunct("{")) { // closure / coroutine aggregate
    rv.kind = Rvalue::Aggregate;
    rv.agg = Rvalue::Closure;
    rv.op = ("{" + rawGroup("closure") + "}").str();
    if (tok.isPunct("{"))
      braceFields();
    return rv;
  }
  if (tok.is(Token::Ident) && (tok.isIdent("copy") || tok.isIdent("move") ||
                               tok.isIdent("const") || isLocalName(tok.text))) {
    rv.kind = Rvalue::Use;
    rv.operands.push_back(parseOperand());
    if (tok.isPunct("(")) { // call through a fn pointer: `move _3(args)`
      rv.op = "()";
      advance();
      operandList(")");
      return rv;
    }
    castSuffix();
    return rv;
  }
  if (tok.is(Token::Ident) && peek2().isPunct("(")) {
    StringRef name = tok.text;
    Token nameTok = tok;
    // A tuple struct may be named like an operator (`struct Len(f32, f32)`):
    // its value `Len(copy _3, const 1f32)` is an aggregate. Where the
    // operands do not fit the operator (a count, or an operand where Len
    // takes a place) it is read as one here; `Add(a, b)` of a struct `Add`
    // fits both and is told by the destination's type (opWordAsTupleStruct).
    auto toAggregate = [&] {
      rv.kind = Rvalue::Aggregate;
      rv.agg = Rvalue::Adt;
      PathSegment seg;
      seg.name = name.str();
      rv.adt = Path();
      rv.adt.loc = nameTok.loc();
      rv.adt.segments.push_back(std::move(seg));
      rv.op = "()";
    };
    auto asTupleStruct = [&] { // after one or more operands
      toAggregate();
      if (consumePunct(","))
        operandList(")");
      else
        expectPunct(")");
    };
    auto oneOperand = [&](Rvalue::Kind k) {
      rv.kind = k;
      rv.op = name.str();
      advance();
      advance();
      rv.operands.push_back(parseOperand());
      if (tok.isPunct(",")) {
        asTupleStruct();
        return;
      }
      expectPunct(")");
    };
    auto placeArg = [&](Rvalue::Kind k) {
      rv.kind = k;
      rv.op = name.str();
      advance();
      advance();
      if (tok.isIdent("copy") || tok.isIdent("move") || tok.isIdent("const") ||
          tok.isPunct(")")) {
        toAggregate();
        operandList(")");
        return;
      }
      rv.place = parsePlace();
      expectPunct(")");
    };
    if (isBinaryOp(name) || isCheckedOp(name)) {
      rv.kind = isBinaryOp(name) ? Rvalue::BinaryOp : Rvalue::CheckedBinaryOp;
      rv.op = name.str();
      advance();
      advance();
      rv.operands.push_back(parseOperand());
      if (tok.isPunct(")")) { // one operand: a tuple struct
        asTupleStruct();
        return rv;
      }
      expectPunct(",", "between the operands");
      rv.operands.push_back(parseOperand());
      if (tok.isPunct(",")) { // three or more
        asTupleStruct();
        return rv;
      }
      expectPunct(")");
      return rv;
    }
    if (name == "Not" || name == "Neg" || name == "PtrMetadata") {
      oneOperand(Rvalue::UnaryOp);
      return rv;
    }
    if (name == "WrapUnsafeBinder") {
      oneOperand(Rvalue::WrapUnsafeBinder);
      return rv;
    }
    if (name == "Len") {
      placeArg(Rvalue::Len);
      return rv;
    }
    if (name == "discriminant") {
      placeArg(Rvalue::Discriminant);
      return rv;
    }
    if (name == "CopyForDeref" || name == "deref_copy") {
      placeArg(Rvalue::CopyForDeref);
      return rv;
    }
    if (name == "SizeOf" || name == "AlignOf" || name == "OffsetOf" ||
        name == "UbChecks" || name == "ContractChecks") {
      rv.kind = Rvalue::NullaryOp;
      rv.op = name.str();
      advance();
      advance();
      if (name == "SizeOf" || name == "AlignOf" || name == "OffsetOf")
        rv.type = parseType();
      if (name == "OffsetOf") {
        expectPunct(",");
        if (!tok.isPunct("["))
          unexpected("a field list");
        rv.opArgs = rawGroup("field list").str();
      }
      expectPunct(")");
      return rv;
    }
    if (name == "ShallowInitBox") {
      rv.kind = Rvalue::ShallowInitBox;
      rv.op = name.str();
      advance();
      advance();
      rv.operands.push_back(parseOperand());
      expectPunct(",");
      rv.type = parseType();
      expectPunct(")");
      return rv;
    }
  }
  if (tok.is(Token::Ident) || tok.isPunct("<")) {
    // ADT aggregate (`Foo { a: .. }`, `Bar::Foo(..)`, `Option::<T>::None`),
    // a function item constant (`consts::<10>`), or a call (decided by the
    // statement parser, which sees what follows).
    rv.kind = Rvalue::Aggregate;
    rv.agg = Rvalue::Adt;
    rv.adt = parsePath(false);
    if (tok.isPunct("{")) {
      braceFields();
    } else if (tok.isPunct("(")) {
      rv.op = "()";
      advance();
      operandList(")");
    } else if (tok.isIdent("as")) {
      // A function item reified to a pointer at O3 (`<f32 as Display>::fmt
      // as for<'a> fn(..) (PointerCoercion(ReifyFnPointer(..), ..))`):
      // rustc omits the `const` there; the path is the operand.
      Operand o;
      o.loc = rv.loc;
      o.kind = Operand::Const;
      auto c = std::make_shared<ConstVal>();
      c->loc = rv.loc;
      c->kind = ConstVal::Named;
      c->path = std::move(rv.adt);
      o.value = std::move(c);
      rv.adt = Path();
      rv.agg = Rvalue::Tuple;
      rv.kind = Rvalue::Use;
      rv.operands.push_back(std::move(o));
      castSuffix();
    } else {
      rv.op = "unit";
    }
    return rv;
  }
  unexpected("an rvalue", "RG0012");
}
