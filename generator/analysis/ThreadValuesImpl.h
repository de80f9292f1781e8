//===- ThreadValuesImpl.h - helpers shared by ThreadValues' files -*- C++ -*-===//
//
// Internal to generator/analysis/ThreadValues*.cpp and Thread*.cpp: small
// constructors and demotions of AbsVal used by both the walk over places
// (ThreadValues.cpp) and the transfer function (ThreadTransfer.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_THREADVALUESIMPL_H
#define RSGPU_ANALYSIS_THREADVALUESIMPL_H

#include "analysis/ThreadValues.h"

#include <string>

namespace rsgpu::analysis::detail {

/// As uniform as `v`, without its text or id structure: grid-uniform,
/// block-uniform or varying (an invariant that changes over time).
inline AbsVal uniformAs(const AbsVal &v) {
  if (v.kind == AbsVal::Bottom)
    return AbsVal{};
  return v.isGridUniform()    ? AbsVal::grid()
         : v.isBlockUniform() ? AbsVal::uniform()
                              : AbsVal::varying();
}

inline AbsVal injective(AbsVal::Base base, bool shiftOnly, std::string fn,
                 unsigned dbits = 32, bool exact = true) {
  AbsVal v;
  v.kind = AbsVal::Injective;
  v.base = base;
  v.shiftOnly = shiftOnly;
  v.fn = std::move(fn);
  v.dbits = dbits;
  v.exact = exact;
  return v;
}

/// Demotes a value read out of an aggregate: no id structure survives. An
/// invariant keeps a text naming exactly what was read (`what`: the
/// projection), so two different reads never share a text.
inline AbsVal demote(const AbsVal &v, const std::string &what) {
  if (v.kind == AbsVal::Injective)
    return AbsVal::varying();
  AbsVal r;
  r.kind = v.kind;
  if (v.kind == AbsVal::Invariant)
    r.fn = what + "(" + v.fn + ")";
  return r;
}

/// Bit width of an integer result (the value of a (T, bool) pair); 0 if none.
inline unsigned widthOf(const ir::Type *t) {
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  return t && t->kind == ir::Type::Int ? t->bits : 0;
}

/// The text of a grid-stride `StepBy`'s `step_minus_one` field (readPlace).
inline constexpr const char *stepMinusOne = "stepby.step_minus_one(grid_size)";

} // namespace rsgpu::analysis::detail

#endif
