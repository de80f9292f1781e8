//===- EmitInsts.cpp - one IR instruction as C++
//----------------------------===//
#include "emit/FnEmitter.h"

#include <cctype>
#include <functional>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::emit;

/// Whether `in`'s operand `i` is the constant 0 of an unsigned integer type.
static bool unsignedZero(const ir::Inst &in, size_t i) {
  if (i >= in.args.size())
    return false;
  const ir::Value &v = in.args[i];
  return v.kind == ir::Value::Const && v.constant.kind == ir::Constant::Int &&
         v.constant.bits == 0 && v.type && v.type->kind == ir::Type::Int &&
         !v.type->isSigned;
}

/// Whether `t` is or holds (through references, tuples, arrays, Options)
/// a `u128`/`i128`.
static bool holds128(const ir::Type *t, int depth = 0) {
  if (!t || depth > 8)
    return false;
  if (t->kind == ir::Type::Int)
    return t->bits > 64;
  for (const ir::Type *e : t->elems)
    if (holds128(e, depth + 1))
      return true;
  return holds128(t->elem, depth + 1);
}

/// The operations the emitter writes for `u128`/`i128` operands (C++'s
/// `__int128`, ops.hpp's int_traits): integer arithmetic, overflow checks,
/// shifts, comparisons, integer casts, moves and aggregates. Core calls
/// (`leading_zeros`, `checked_*`) and float conversions of one are not
/// emitted yet: rsgpu::rust's helpers are written for at most 64 bits.
static bool emits128(const ir::Inst &in) {
  // `u128::from(x)` / `x.into()`: the conversion to the result's type
  if (in.op == Opcode::Intrinsic &&
      (in.call == ir::Call::CoreFrom || in.call == ir::Call::CoreInto))
    return true;
  switch (in.op) {
  case Opcode::FpToSiSat:
  case Opcode::FpToUiSat:
  case Opcode::SiToFp:
  case Opcode::UiToFp:
  case Opcode::Bitcast:
  case Opcode::Intrinsic:
    return false;
  default:
    return true;
  }
}

/// Emits `in`; true if it printed a statement.
bool FnEmitter::inst(const ir::Inst &in) {
  if (atomicOption(in))
    return false;
  if (!emits128(in)) {
    bool wide = (in.dest && holds128(in.dest->type)) || holds128(in.type);
    for (const ir::Value &a : in.args)
      wide |= holds128(a.type);
    if (wide) {
      unsupported(
          in.loc,
          std::string("`") +
              (in.op == Opcode::Intrinsic ? in.callee : ir::opcodeName(in.op)) +
              "` of a 128-bit integer");
      return false;
    }
  }
  auto arg = [&](size_t i) {
    return i < in.args.size() ? value(in.args[i], in.loc) : "?";
  };
  const ir::Type *opTy = in.args.empty() ? in.type : in.args[0].type;
  bool narrowOrSigned = opTy && opTy->kind == ir::Type::Int &&
                        (opTy->isSigned || opTy->bits < 32);
  std::string rhs;
  auto infix = [&](const char *o) { return arg(0) + " " + o + " " + arg(1); };
  auto call = [&](const std::string &fn) {
    std::string s = fn + "(";
    for (size_t i = 0; i < in.args.size(); ++i)
      s += (i ? ", " : "") + arg(i);
    return s + ")";
  };
  auto cast = [&](const std::string &e) {
    return opTy && opTy->kind == ir::Type::Int && opTy->bits < 32
               ? scalar(in.type) + "(" + e + ")"
               : e;
  };
  if (sliceInst(in, rhs)) {
  } else switch (in.op) {
  case Opcode::Copy:
    rhs = arg(0);
    break;
  case Opcode::AddWrap:
    rhs = narrowOrSigned ? call("rsgpu::rust::add_wrap") : infix("+");
    break;
  case Opcode::SubWrap:
    rhs = narrowOrSigned ? call("rsgpu::rust::sub_wrap") : infix("-");
    break;
  case Opcode::MulWrap:
    rhs = narrowOrSigned ? call("rsgpu::rust::mul_wrap") : infix("*");
    break;
  case Opcode::AddUnchecked:
    rhs = cast(infix("+"));
    break;
  case Opcode::SubUnchecked:
    rhs = cast(infix("-"));
    break;
  case Opcode::MulUnchecked:
    rhs = narrowOrSigned ? call("rsgpu::rust::mul_wrap") : infix("*");
    break;
  case Opcode::AddOverflow:
  case Opcode::AddFlagged:
    rhs = call("rsgpu::rust::add_overflow");
    break;
  case Opcode::SubOverflow:
  case Opcode::SubFlagged:
    rhs = call("rsgpu::rust::sub_overflow");
    break;
  case Opcode::MulOverflow:
  case Opcode::MulFlagged:
    rhs = call("rsgpu::rust::mul_overflow");
    break;
  // Rust guards division and remainder with asserts before these.
  case Opcode::SDiv:
  case Opcode::UDiv:
    rhs = cast(infix("/"));
    break;
  case Opcode::SRem:
  case Opcode::URem:
    rhs = cast(infix("%"));
    break;
  case Opcode::And:
    rhs = cast(infix("&"));
    break;
  case Opcode::Or:
    rhs = cast(infix("|"));
    break;
  case Opcode::Xor:
    rhs = cast(infix("^"));
    break;
  case Opcode::Shl:
    rhs = "rsgpu::rust::shl(" + arg(0) + ", " + arg(1) + " & " +
          std::to_string(in.shiftMask) + ")";
    break;
  case Opcode::ShlUnchecked:
    rhs = call("rsgpu::rust::shl");
    break;
  case Opcode::LShr:
  case Opcode::AShr:
    rhs = cast(arg(0) + " >> (" + arg(1) + " & " +
               std::to_string(in.shiftMask) + ")");
    break;
  case Opcode::LShrUnchecked:
  case Opcode::AShrUnchecked:
    rhs = cast(infix(">>"));
    break;
  case Opcode::FAdd:
    rhs = infix("+");
    break;
  case Opcode::FSub:
    rhs = infix("-");
    break;
  case Opcode::FMul:
    rhs = infix("*");
    break;
  case Opcode::FDiv:
    rhs = infix("/");
    break;
  case Opcode::FRem:
    rhs = call(opTy && opTy->bits == 32 ? "fmodf" : "fmod");
    break;
  case Opcode::FNeg:
    rhs = "-" + arg(0);
    break;
  case Opcode::Eq:
    rhs = infix("==");
    break;
  case Opcode::Cmp3: // Ord::cmp of integers: an Ordering (i8)
    rhs = "std::int8_t((" + arg(0) + " > " + arg(1) + ") - (" + arg(0) +
          " < " + arg(1) + "))";
    break;
  case Opcode::Ne:
    rhs = infix("!=");
    break;
  // An unsigned value against the constant 0 (`n < 0`: O3's check of
  // `x[0..n]`) is a constant: spelled so, as GCC's -Wtype-limits wants.
  case Opcode::Lt:
    rhs = unsignedZero(in, 1) ? "false" : infix("<");
    break;
  case Opcode::Le:
    rhs = unsignedZero(in, 0) ? "true" : infix("<=");
    break;
  case Opcode::Gt:
    rhs = unsignedZero(in, 0) ? "false" : infix(">");
    break;
  case Opcode::Ge:
    rhs = unsignedZero(in, 1) ? "true" : infix(">=");
    break;
  case Opcode::Neg:
    rhs = call("rsgpu::rust::neg_wrap");
    break;
  case Opcode::Not:
    rhs = opTy && opTy->kind == ir::Type::Bool
              ? "!" + arg(0)
              : scalar(in.type) + "(~" + arg(0) + ")";
    break;
  case Opcode::IntMin:
    rhs = call("rsgpu::rust::min");
    break;
  case Opcode::IntMax:
    rhs = call("rsgpu::rust::max");
    break;
  case Opcode::FMin:
    rhs = call(opTy && opTy->bits == 32 ? "fminf" : "fmin");
    break;
  case Opcode::FMax:
    rhs = call(opTy && opTy->bits == 32 ? "fmaxf" : "fmax");
    break;
  case Opcode::ZExt:
  case Opcode::SExt:
  case Opcode::Trunc:
  case Opcode::Retype:
  case Opcode::SiToFp:
  case Opcode::UiToFp:
  case Opcode::FpExt:
  case Opcode::FpTrunc:
    rhs = scalar(in.type) + "(" + arg(0) + ")";
    break;
  case Opcode::FpToSiSat:
  case Opcode::FpToUiSat:
    rhs = "rsgpu::rust::fp_to_int<" + scalar(in.type) + ">(" + arg(0) + ")";
    break;
  case Opcode::Len: {
    // `len(p)` of a slice reference, or `Len(*p)` of the place.
    const ir::Place &p = in.args.empty() ? in.src : in.args[0].place;
    bool whole = p.isLocal() || (p.projs.size() == 1 &&
                                 p.projs[0].kind == ir::Projection::Deref);
    if ((in.args.empty() || in.args[0].kind != ir::Value::Const) && whole &&
        alias.count(p.local)) {
      read.insert(alias[p.local]);
      rhs = names[alias[p.local]] + ".len()";
      break;
    }
    unsupported(in.loc, "`len` of this place");
    break;
  }
  case Opcode::Ref:
  case Opcode::RefMut:
  case Opcode::AddrOf:
  case Opcode::AddrOfMut:
    if (in.dest && in.dest->isLocal() && alias.count(in.dest->local))
      return false;
    if (in.dest && in.dest->isLocal())
      return reference(in);
    unsupported(in.loc, "a reference or pointer to this place");
    break;
  case Opcode::UbChecks:
    rhs = "false";
    break;
  case Opcode::OptionSome: // `Some(())` (ControlFlow::Break(())): `{}`
    rhs = valueType(in.type) + "{true, " +
          (in.type && in.type->elem && in.type->elem->kind == ir::Type::Unit
               ? std::string("{}")
               : arg(0)) +
          "}";
    break;
  case Opcode::OptionNone:
    rhs = valueType(in.type) + "{}";
    break;
  case Opcode::RangeLit:
    rhs = valueType(in.type) + "{" + arg(0) + ", " + arg(1) + "}";
    break;
  case Opcode::Array: // rsgpu::rust::Array<T, N>{{...}}
    rhs = valueType(in.type) + "{{";
    for (size_t i = 0; i < in.args.size(); ++i)
      rhs += (i ? ", " : "") + arg(i);
    rhs += "}}";
    break;
  case Opcode::Repeat:
    if (in.type && in.type->kind == ir::Type::Array)
      rhs = "rsgpu::rust::repeat<" + valueType(in.type->elem) + ", " +
            std::to_string(in.type->len) + ">(" + arg(0) + ")";
    else
      unsupported(in.loc, "`[x; N]` of this type");
    break;
  case Opcode::Bitcast: // transmute between scalars (f32::from_bits)
    if (in.type && in.type->isScalar() && !scalar(in.type).empty())
      rhs = "rsgpu::rust::bitcast<" + scalar(in.type) + ">(" + arg(0) + ")";
    else if (in.type && in.type->kind == ir::Type::Array &&
             in.type->elem->isScalar() && !valueType(in.type).empty() &&
             in.args.size() == 1 && in.args[0].type &&
             in.args[0].type->isScalar()) // O3: `to_le_bytes` (a transmute)
      rhs = "rsgpu::rust::bitcast<" + valueType(in.type) + ">(" + arg(0) + ")";
    else
      unsupported(in.loc, "a transmute to `" +
                              (in.type ? in.type->str() : "?") + "`");
    break;
  case Opcode::Tuple:
    // A pair of shared-array handles: `let (a, b) = (shared_array(),
    // shared_array())` at opt-level 0 (SharedPhases follows its fields).
    if (const ir::Type *tt = in.type ? in.type : in.dest ? in.dest->type : nullptr;
        isSharedPair(tt)) {
      rhs = type(tt, false) + "{" + arg(0) + ", " + arg(1) + "}";
      break;
    }
    [[fallthrough]];
  case Opcode::StructLit: { // also rsgpu::rust::Tuple2/3/4 (valueType)
    rhs = valueType(in.type) + "{";
    // One of core's closures built from its captures (O3's `{ 0: g, 1: f }`
    // of map_fold when the user's closure captures): a user closure among
    // them is held bound to its body (rsgpu::rust::Bound), as coreFnType
    // spells the member.
    const ir::StructDef *sd = in.type && in.type->kind == ir::Type::Struct
                                  ? m.findStruct(in.type->name)
                                  : nullptr;
    // Likewise an adapter built in place (O3's `Filter { iter, predicate }`).
    const bool coreClosure = (sd && !sd->coreFn.empty()) ||
                             (in.type && in.type->kind == ir::Type::Iter);
    for (size_t i = 0; i < in.args.size(); ++i) {
      // a slice captured by a closure: its value (a parameter's view too)
      const ir::Value &v = in.args[i];
      const ir::Type *vt = v.type;
      if (!vt && v.kind != ir::Value::Const && v.place.isLocal() &&
          v.place.local < f.locals.size())
        vt = f.locals[v.place.local].type;
      std::string a = arg(i);
      if (isSliceRef(vt))
        a = (vt->isMut ? "rsgpu::rust::as_slice_mut(" : "rsgpu::rust::as_slice(") +
            a + ")";
      else if (std::string b = coreClosure ? boundClosure(vt) : ""; !b.empty())
        a = b + "{thread_, " + a + "}";
      rhs += (i ? ", " : "") + a;
    }
    rhs += "}";
    break;
  }
  case Opcode::Discriminant: {
    // Option: None = 0, Some = 1 (rustc's variant indices).
    const ir::Type *t = in.src.type;
    if (t && t->kind == ir::Type::Option) {
      rhs = scalar(in.type) + "(" + place(in.src, in.loc) + ".is_some)";
      break;
    }
    // A fieldless enum held as its integer (core::cmp::Ordering): itself.
    if (t && t->kind == ir::Type::Int) {
      rhs = scalar(in.type) + "(" + place(in.src, in.loc) + ")";
      break;
    }
    // Result: Ok = 0, Err = 1.
    if (t && t->kind == ir::Type::Result) {
      rhs = scalar(in.type) + "(!" + place(in.src, in.loc) + ".ok())";
      break;
    }
    unsupported(in.loc, "the discriminant of `" + (t ? t->str() : "?") + "`");
    break;
  }
  case Opcode::Assume:
    return false;
  case Opcode::Intrinsic:
    rhs = intrinsic(in);
    break;
  case Opcode::Call: {
    // A device function of this crate: it takes the thread handle first.
    rhs = baseName(in.callee) + "(thread_";
    for (size_t i = 0; i < in.args.size(); ++i)
      rhs += ", " + arg(i);
    rhs += ")";
    break;
  }
  default:
    unsupported(in.loc,
                std::string("the operation `") + ir::opcodeName(in.op) + "`");
    break;
  }
  if (!ok)
    return false;
  // A collective whole warps reach under a warp-uniform branch (on `t / 32`,
  // with the 1-D block obligation, or on a vote): rsgpu-check's taint sees
  // neither the launch shape nor every such value.
  if (facts && facts->warpCallCopies.count(&in))
    comment += "  // rsgpu: allow(divergent-warp) S9: one of the copies of "
               "this call in the branch's arms, every lane reaches one";
  else if (facts && facts->warpUniformSites.count(&in))
    comment += "  // rsgpu: allow(divergent-warp) S9: a warp-uniform condition";
  if (!in.dest || rhs.empty()) {
    if (!rhs.empty())
      *out << ind() << rhs << ";" << comment << "\n";
    comment.clear();
    return !rhs.empty();
  }
  const ir::Local &dl = f.locals[in.dest->local];
  if (in.dest->isLocal() && dl.type && dl.type->kind == ir::Type::Unit) {
    // A call for its effect (barrier, device function returning `()`).
    if (in.op != Opcode::Call && in.op != Opcode::Intrinsic)
      return false;
    *out << ind() << rhs << ";" << comment << "\n";
    comment.clear();
    return true;
  }
  if (auto s = slicePlace(*in.dest)) {
    read.insert(*s);
    std::string comment = proof(in);
    if (comment.empty())
      return false;
    if (in.dest->projs.size() > 2)
      *out << ind() << place(*in.dest, in.loc) << " = " << rhs << ";" << comment
           << "\n";
    else
      *out << ind() << names[*s] << ".unsafe_at("
           << sliceIndex(*s, in.dest->projs[1])
           << ") = " << rhs << ";" << comment << "\n";
    return true;
  }
  *out << ind() << assignment(*in.dest, in.loc, rhs) << ";" << comment
       << "\n";
  comment.clear();
  return true;
}

std::string FnEmitter::assignment(const ir::Place &dest, ir::Loc loc,
                                  const std::string &rhs) {
  // rsgpu::rust::Late storage is assigned whole by set() (get() before it
  // panics: it never hands out a T made from nothing).
  if (dest.isLocal())
    if (auto it = late.find(dest.local); it != late.end())
      return it->second + ".set(" + rhs + ")";
  return place(dest, loc, /*isWrite=*/true) + " = " + rhs;
}
