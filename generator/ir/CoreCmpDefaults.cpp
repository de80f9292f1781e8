//===- CoreCmpDefaults.cpp - core's comparisons over a crate's impls ------===//
//
// A crate type's comparisons that core makes of the crate's own impls, with
// bodies rustc does not print: PartialOrd's default `lt`/`le`/`gt`/`ge` (a
// test of the crate's `partial_cmp`) and Ord's default `max`/`min` with
// `core::cmp::max`/`min` (core's `max_by`/`min_by` over the crate's `cmp`).
// The crate's `partial_cmp` / `cmp` is printed and lowered as any function
// of the crate; the test or the pick after it is an operation of
// ir/Calls.def.
//
//===----------------------------------------------------------------------===//
#include "ir/CallTable.h"
#include "ir/FnBuilder.h"

using namespace rsgpu;
using namespace rsgpu::ir;
using detail::FnBuilder;

Place FnBuilder::freshLocal(const Type *t) {
  Local l;
  l.id = unsigned(f.locals.size());
  l.type = t;
  f.locals.push_back(l);
  Place pl;
  pl.local = l.id;
  pl.type = t;
  return pl;
}

Value FnBuilder::copyOf(const Place &pl) {
  Value v;
  v.kind = Value::Copy;
  v.place = pl;
  v.type = pl.type;
  return v;
}

namespace {

/// The trait a `<Q as Trait>::m` path names by its last segment ("" if none).
std::string traitName(const mir::Path &p) {
  if (!p.qself || !p.trait || p.trait->kind != mir::Type::Named ||
      p.trait->path.segments.empty() || p.segments.size() != 1)
    return "";
  return p.trait->path.last();
}

/// The crate type `a.max(b)` / `core::cmp::min::<T>(a, b)` compares, or null
/// (a primitive's, a tuple's: rows of ir/Calls.def).
const mir::Type *ordSelf(const mir::Path &p) {
  const mir::Type *t = nullptr;
  if (traitName(p) == "Ord") {
    t = p.qself.get();
  } else if (!p.qself) {
    std::string plain = p.plain();
    if ((plain == "core::cmp::max" || plain == "core::cmp::min" ||
         plain == "std::cmp::max" || plain == "std::cmp::min") &&
        p.segments.back().generics.size() == 1)
      t = p.segments.back().generics[0].get();
  }
  if (!t || t->kind != mir::Type::Named || t->isPrimitive())
    return nullptr;
  return t;
}

} // namespace

bool FnBuilder::coreCmpDefault(const mir::Path &p, std::vector<Value> &args,
                               Inst &in, const Type *destTy, Loc loc,
                               Block &b) {
  TypeContext &tc = *mod.types;
  // `a <= b` of a crate type deriving (or implementing) PartialOrd without
  // its own `le` (also lt/gt/ge): the trait's default method, a test of
  // `self.partial_cmp(other)` (Some(Less), ..; None: false).
  if (traitName(p) == "PartialOrd" &&
      (p.last() == "lt" || p.last() == "le" || p.last() == "gt" ||
       p.last() == "ge")) {
    Type ot;
    ot.kind = Type::Option;
    ot.elem = tc.integer(8, true); // core::cmp::Ordering (TypeMapper)
    const Type *optOrd = tc.get(ot);
    mir::Path q = p;
    q.segments.back().name = "partial_cmp";
    const mir::Item *pc = ownMethod(q, args, optOrd, loc);
    if (!pc)
      return false;
    wanted.insert(pc);
    Place ord = freshLocal(optOrd);
    Inst call;
    call.loc = in.loc;
    call.op = Opcode::Call;
    call.callee = pc->name.plain();
    call.args = std::move(args);
    call.type = optOrd;
    call.dest = ord;
    b.insts.push_back(std::move(call));
    if (in.dest) {
      in.op = Opcode::Intrinsic;
      in.call = p.last() == "lt"   ? Call::CorePartialLt
                : p.last() == "le" ? Call::CorePartialLe
                : p.last() == "gt" ? Call::CorePartialGt
                                   : Call::CorePartialGe;
      in.callee = callName(in.call);
      in.args = {copyOf(ord)};
      in.type = destTy;
      b.insts.push_back(std::move(in));
    }
    return true;
  }
  // `a.max(b)` / `core::cmp::min(a, b)` of a crate type: core's `max_by` /
  // `min_by` over the crate's `cmp(&a, &b)`: on Greater max is `a` and min
  // `b`, on Less or Equal max is `b` and min `a`. One call of `cmp`, as
  // core makes.
  bool isMax = p.last() == "max";
  if ((!isMax && p.last() != "min") || args.size() != 2 || !ordSelf(p) ||
      !args[0].type || args[0].type != args[1].type)
    return false;
  const Type *self = args[0].type;
  Type rt;
  rt.kind = Type::Ref;
  rt.elem = self;
  const Type *refT = tc.get(rt);
  mir::Path q = p;
  if (!q.qself) { // core::cmp::max::<T>: T's `<T as Ord>::cmp`
    q.qself = p.segments.back().generics[0];
    auto ord = std::make_shared<mir::Type>();
    ord->kind = mir::Type::Named;
    mir::PathSegment seg;
    seg.name = "Ord";
    ord->path.segments.push_back(seg);
    q.trait = ord;
    q.segments.assign(1, mir::PathSegment{});
  }
  q.segments.back().name = "cmp";
  q.segments.back().hasGenerics = false;
  q.segments.back().generics.clear();
  const Type *ordT = tc.integer(8, true); // core::cmp::Ordering (TypeMapper)
  Value byRef; // ownMethod reads the arguments' types only
  byRef.type = refT;
  const mir::Item *cmp = ownMethod(q, {byRef, byRef}, ordT, loc);
  if (!cmp)
    return false;
  wanted.insert(cmp);
  Place lhs = freshLocal(self), rhs = freshLocal(self);
  Place lref = freshLocal(refT), rref = freshLocal(refT);
  auto push = [&](Opcode op, Place dest, std::vector<Value> a, Place src = {}) {
    Inst i;
    i.loc = in.loc;
    i.op = op;
    i.dest = dest;
    i.type = dest.type;
    i.args = std::move(a);
    i.src = std::move(src);
    b.insts.push_back(std::move(i));
  };
  push(Opcode::Copy, lhs, {args[0]});
  push(Opcode::Copy, rhs, {args[1]});
  push(Opcode::Ref, lref, {}, lhs);
  push(Opcode::Ref, rref, {}, rhs);
  Place ord = freshLocal(ordT);
  Inst call;
  call.loc = in.loc;
  call.op = Opcode::Call;
  call.callee = cmp->name.plain();
  call.args = {copyOf(lref), copyOf(rref)};
  call.type = ordT;
  call.dest = ord;
  b.insts.push_back(std::move(call));
  if (in.dest) {
    in.op = Opcode::Intrinsic;
    in.call = isMax ? Call::CoreOrdMaxBy : Call::CoreOrdMinBy;
    in.callee = callName(in.call);
    in.args = {copyOf(ord), copyOf(lhs), copyOf(rhs)};
    in.type = destTy;
    b.insts.push_back(std::move(in));
  }
  return true;
}
