//===- ThreadAggregates.cpp - fields of aggregate literals ----------------===//
//
// ThreadValues' rule for reads out of aggregates: a field or element of a
// local assigned once by a struct, tuple or array literal, and never
// changed in place (no field or element assigned, never borrowed mutably),
// is the operand that field was built from. `let s = Slot { idx: i, .. };
// y[s.idx]` indexes with `i` itself; `K[1]` of `const K: [usize; 2] =
// [0, 1]` is the constant 1. Any other read out of an aggregate keeps only
// its uniformity (ThreadValues::readPlace).
//
//===----------------------------------------------------------------------===//
#include "analysis/ThreadValues.h"

#include <algorithm>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Opcode;

namespace {
/// The integer a constant's canonical text names, if it is one.
std::optional<uint64_t> constIndexOf(const AbsVal &v) {
  if (v.kind != AbsVal::Invariant || v.fn.empty() || v.fn.size() > 18 ||
      !std::all_of(v.fn.begin(), v.fn.end(), ::isdigit))
    return std::nullopt;
  return std::stoull(v.fn);
}
} // namespace

std::optional<AbsVal> ThreadValues::aggregateElem(const ir::Place &p,
                                                  unsigned depth) const {
  if (depth > 8 || aggDepth > 8 || p.projs.empty() || p.local >= defs.size() ||
      defs[p.local].size() != 1 || changedInPlace.count(p.local))
    return std::nullopt;
  const ir::Inst &d = *defs[p.local][0];
  const ir::Type *t = f.locals[p.local].type;
  const ir::Projection &pr = p.projs[0];
  // The element position the first projection names, for an array.
  auto elemAt = [&]() -> std::optional<uint64_t> {
    if (pr.kind == ir::Projection::ConstIndex && !pr.fromEnd)
      return pr.offset;
    if (pr.kind == ir::Projection::Index && pr.index < vals.size())
      return constIndexOf(vals[pr.index]);
    return std::nullopt;
  };
  // `%k = K` of a `const K: [T; N]` item of integer literals
  if (d.op == Opcode::Copy && d.args.size() == 1 &&
      d.args[0].kind == ir::Value::Const &&
      d.args[0].constant.kind == ir::Constant::Named && statics &&
      p.projs.size() == 1 && t && t->kind == ir::Type::Array) {
    std::optional<uint64_t> at = elemAt();
    for (const ir::StaticDef &s : *statics) {
      if (!at || s.name != d.args[0].constant.text || !s.isConst || !s.elem ||
          s.elem->kind != ir::Type::Int || *at >= s.values.size())
        continue;
      uint64_t bits = s.values[*at];
      unsigned w = s.elem->bits;
      if (w < 64)
        bits &= (uint64_t(1) << w) - 1;
      bool neg = s.elem->isSigned && w && ((bits >> (w - 1)) & 1);
      if (neg) // the magnitude of a negative w-bit value
        bits = w < 64 ? ((uint64_t(1) << w) - bits) : (~bits + 1);
      return AbsVal::invariant((neg ? "-" : "") + std::to_string(bits));
    }
    return std::nullopt;
  }
  std::optional<uint64_t> at;
  if ((d.op == Opcode::Tuple || d.op == Opcode::StructLit) && t &&
      (t->kind == ir::Type::Tuple || t->kind == ir::Type::Struct) &&
      pr.kind == ir::Projection::Field)
    at = pr.index;
  else if (d.op == Opcode::Array && t && t->kind == ir::Type::Array)
    at = elemAt();
  if (!at || *at >= d.args.size())
    return std::nullopt;
  const ir::Value &src = d.args[*at];
  if (src.kind == ir::Value::Const)
    return p.projs.size() == 1 ? std::optional<AbsVal>(valueOf(src))
                               : std::nullopt;
  ir::Place q = src.place;
  q.projs.insert(q.projs.end(), p.projs.begin() + 1, p.projs.end());
  if (std::optional<AbsVal> inner = aggregateElem(q, depth + 1))
    return inner;
  // (readPlace comes back here for q: bounded by aggDepth)
  ++aggDepth;
  AbsVal v = readPlace(q);
  --aggDepth;
  return v;
}

std::optional<AbsVal> ThreadValues::floatRoundTrip(const ir::Inst &in) const {
  const ir::Value &a = in.args[0];
  if (a.kind == ir::Value::Const || !a.place.isLocal() ||
      a.place.local >= defs.size() || defs[a.place.local].size() != 1 ||
      changedInPlace.count(a.place.local) || !in.type ||
      in.type->kind != ir::Type::Int)
    return std::nullopt;
  const ir::Inst &d = *defs[a.place.local][0];
  const ir::Type *ft = f.locals[a.place.local].type;
  if ((d.op != Opcode::UiToFp && d.op != Opcode::SiToFp) ||
      d.args.size() != 1 || d.args[0].kind == ir::Value::Const || !ft ||
      ft->kind != ir::Type::Float)
    return std::nullopt;
  const ir::Place &src = d.args[0].place;
  const ir::Type *it = src.isLocal() && src.local < f.locals.size()
                           ? f.locals[src.local].type
                           : src.type;
  if (!it || it->kind != ir::Type::Int)
    return std::nullopt;
  // Every integer of `ws` bits is a float exactly when it fits the
  // significand (24 bits of f32, 53 of f64); the saturating cast back
  // then gives it unchanged where the target holds it.
  unsigned ws = it->bits, wd = in.type->bits,
           mant = ft->bits == 64 ? 53 : ft->bits == 32 ? 24 : 0;
  bool fromSigned = d.op == Opcode::SiToFp, toSigned = in.op == Opcode::FpToSiSat;
  if (!mant || ws > mant || fromSigned != it->isSigned ||
      (fromSigned && !toSigned) || wd < ws || (!fromSigned && toSigned && wd == ws))
    return std::nullopt;
  ir::Inst widen = in;
  widen.op = fromSigned ? Opcode::SExt : Opcode::ZExt;
  widen.args = {d.args[0]};
  return transfer(widen);
}
