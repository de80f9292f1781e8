//===- CoreTryConvert.cpp - `?` converting the error through From ---------===//
//
// At opt-level 0 `x?` in a function returning `Result<T, E>` ends, on Err, in
// `<Result<T, E> as FromResidual<Result<Infallible, F>>>::from_residual(r)`,
// which core makes `Err(From::from(f))`. With F = E that is the identity
// (rsgpu::rust::from_residual); otherwise the crate's own
// `impl From<F> for E` runs, whose body the MIR prints: the residual's error,
// that call, then `Err(..)` of its value. A conversion whose impl the crate
// does not define (core's, a generic one) is refused, never skipped.
//
//===----------------------------------------------------------------------===//
#include "ir/CallTable.h"
#include "ir/FnBuilder.h"

using namespace rsgpu;
using namespace rsgpu::ir;
using detail::FnBuilder;

namespace {
/// The `E` of a path type `Result<T, E>`, or null.
const mir::TypeP *resultErr(const mir::TypeP &t) {
  if (!t || t->kind != mir::Type::Named || t->path.segments.empty() ||
      t->path.last() != "Result" || t->path.segments.back().generics.size() != 2)
    return nullptr;
  return &t->path.segments.back().generics[1];
}
} // namespace

bool FnBuilder::fromResidualConvert(const mir::Path &p,
                                    std::vector<Value> &args, Inst &in,
                                    const Type *destTy, Loc loc, Block &b) {
  if (!p.qself || !p.trait || p.trait->kind != mir::Type::Named ||
      p.trait->path.segments.empty() || args.size() != 1)
    return false;
  const auto &tsegs = p.trait->path.segments;
  if (tsegs.back().generics.size() != 1)
    return false;
  const mir::TypeP *e = resultErr(p.qself);
  const mir::TypeP *f = resultErr(tsegs.back().generics[0]);
  if (!e || !f || !*e || !*f || (*e)->str() == (*f)->str())
    return false; // Option's, or the identity
  const Type *fT = mapType(*f, loc, "the error `?` converts");
  const Type *eT = mapType(*e, loc, "the error `?` converts to");
  // `<E as From<F>>::from`
  mir::Path q;
  q.loc = p.loc;
  q.qself = *e;
  auto from = std::make_shared<mir::Type>();
  from->kind = mir::Type::Named;
  mir::PathSegment fs;
  fs.name = "From";
  fs.hasGenerics = true;
  fs.generics.push_back(*f);
  from->path.segments.push_back(fs);
  q.trait = from;
  mir::PathSegment m;
  m.name = "from";
  q.segments.push_back(m);
  Place err = freshLocal(fT);
  const mir::Item *conv = ownMethod(q, {copyOf(err)}, eT, loc);
  if (!conv)
    fail(loc, "RG0101",
         "`?` converts the error `" + (*f)->str() + "` into `" + (*e)->str() +
             "` through a `From` impl the crate does not define",
         {"rsgpu-gen calls the crate's own `impl From<" + (*f)->str() +
              "> for " + (*e)->str() +
              "`; convert with `map_err` or write that impl"});
  wanted.insert(conv);
  Inst get;
  get.loc = in.loc;
  get.op = Opcode::Intrinsic;
  get.call = Call::CoreResidualErr;
  get.callee = callName(get.call);
  get.args = std::move(args);
  get.dest = err;
  get.type = fT;
  b.insts.push_back(std::move(get));
  Place converted = freshLocal(eT);
  Inst call;
  call.loc = in.loc;
  call.op = Opcode::Call;
  call.callee = conv->name.plain();
  call.args = {copyOf(err)};
  call.dest = converted;
  call.type = eT;
  b.insts.push_back(std::move(call));
  if (in.dest) {
    in.op = Opcode::Intrinsic;
    in.call = Call::CoreResultMakeErr;
    in.callee = callName(in.call);
    in.args = {copyOf(converted)};
    in.type = destTy;
    b.insts.push_back(std::move(in));
  }
  return true;
}
