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
      defs[p.local].empty() || changedInPlace.count(p.local))
    return std::nullopt;
  if (defs[p.local].size() > 1)
    return variantField(p, depth);
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

std::optional<AbsVal> ThreadValues::variantField(const ir::Place &p,
                                                 unsigned depth) const {
  // A field of a data enum (ir/DataEnums.cpp: a struct of every variant's
  // fields, the others' filled with `zst` constants) assigned on several
  // paths: the join of what each literal put there, its fillers left out.
  // A variant's field is read only where the tag says that variant (rustc
  // downcasts to the active variant only; a transmute of such an enum is
  // RG0101), never as another variant's filler. `s = if even { Own(i) }
  // else { Left(i) }`, `match s { Own(k) | Left(k) => y[k] }` indexes with
  // `i` itself; `Left(i - 1)` joins to a thread-dependent value.
  const ir::Projection &pr = p.projs[0];
  const ir::Type *t = f.locals[p.local].type;
  if (pr.kind != ir::Projection::Field || pr.index == 0 || !t ||
      t->kind != ir::Type::Struct)
    return std::nullopt;
  AbsVal r;
  bool any = false;
  for (const ir::Inst *d : defs[p.local]) {
    if (d->op != Opcode::StructLit || !d->dest || !d->dest->isLocal() ||
        d->type != t || pr.index >= d->args.size())
      return std::nullopt;
    bool filler = false;
    for (const ir::Value &a : d->args)
      filler = filler || (a.kind == ir::Value::Const &&
                          a.constant.kind == ir::Constant::Zst);
    if (!filler)
      return std::nullopt; // not an enum's literal
    const ir::Value &src = d->args[pr.index];
    if (src.kind == ir::Value::Const && src.constant.kind == ir::Constant::Zst)
      continue; // another variant's field
    AbsVal v;
    if (src.kind == ir::Value::Const) {
      if (p.projs.size() != 1)
        return std::nullopt;
      v = valueOf(src);
    } else {
      ir::Place q = src.place;
      q.projs.insert(q.projs.end(), p.projs.begin() + 1, p.projs.end());
      if (std::optional<AbsVal> inner = aggregateElem(q, depth + 1)) {
        v = *inner;
      } else {
        ++aggDepth;
        v = readPlace(q);
        --aggDepth;
      }
    }
    r = any ? join(r, v) : v;
    any = true;
  }
  if (!any)
    return std::nullopt;
  return r;
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
           mant = ft->bits == 64   ? 53
                  : ft->bits == 32 ? 24
                                   : 0;
  bool fromSigned = d.op == Opcode::SiToFp,
       toSigned = in.op == Opcode::FpToSiSat;
  if (!mant || ws > mant || fromSigned != it->isSigned ||
      (fromSigned && !toSigned) || wd < ws ||
      (!fromSigned && toSigned && wd == ws))
    return std::nullopt;
  ir::Inst widen = in;
  widen.op = fromSigned ? Opcode::SExt : Opcode::ZExt;
  widen.args = {d.args[0]};
  return transfer(widen);
}

std::map<unsigned, std::vector<AbsVal>> ThreadValues::arrayItems() const {
  std::map<unsigned, std::vector<AbsVal>> out;
  auto single = [&](unsigned l) -> const ir::Inst * {
    return l < defs.size() && defs[l].size() == 1 ? defs[l][0] : nullptr;
  };
  auto localArg = [](const ir::Inst *d, size_t i) -> std::optional<unsigned> {
    if (!d || i >= d->args.size() || d->args[i].kind == ir::Value::Const ||
        !d->args[i].place.isLocal())
      return std::nullopt;
    return d->args[i].place.local;
  };
  // Locals written by field or element (the iterator's own state moved by
  // anything but `next`): not followed.
  std::set<unsigned> partly;
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      if (in.dest && !in.dest->isLocal())
        partly.insert(in.dest->local);
  for (const ir::Local &l : f.locals) {
    const ir::Inst *d = single(l.id);
    // k = (o as Some).0, o = core.iter.next(r), r a `next`-only `&mut it`
    if (!d || d->op != Opcode::Copy || d->args.size() != 1 ||
        d->args[0].kind == ir::Value::Const)
      continue;
    const ir::Place &src = d->args[0].place;
    if (src.projs.size() != 2 ||
        src.projs[0].kind != ir::Projection::Downcast ||
        src.projs[1].kind != ir::Projection::Field || src.projs[1].index != 0)
      continue;
    const ir::Inst *next = single(src.local);
    std::optional<unsigned> r = localArg(next, 0);
    if (!next || next->op != Opcode::Intrinsic ||
        next->call != ir::Call::CoreIterNext || !r || !rangeRefs.count(*r))
      continue;
    unsigned it = rangeRefs.at(*r);
    // back through moves to the array the iterator was made of
    std::optional<std::vector<AbsVal>> elems;
    for (unsigned hops = 0; hops < 12 && !elems; ++hops) {
      const ir::Inst *di = single(it);
      if (!di || partly.count(it))
        break;
      std::optional<unsigned> a0 = localArg(di, 0);
      if (di->op == Opcode::Copy && a0) {
        it = *a0;
        continue;
      }
      uint64_t from = 0, to = ~uint64_t(0);
      if (di->op == Opcode::Intrinsic &&
          di->call == ir::Call::CoreArrayIterFromParts && a0 &&
          di->args.size() == 3) {
        std::optional<uint64_t> s = std::nullopt, e = std::nullopt;
        if (di->args[1].kind == ir::Value::Const)
          s = constIndexOf(valueOf(di->args[1]));
        if (di->args[2].kind == ir::Value::Const)
          e = constIndexOf(valueOf(di->args[2]));
        if (!s || !e)
          break;
        from = *s;
        to = *e;
      } else if (!(di->op == Opcode::Intrinsic &&
                   di->call == ir::Call::CoreAdaptArrayIntoIter && a0)) {
        break;
      }
      // the array: a literal (through moves) or one scalar bitcast to [T; 1]
      unsigned arr = *a0;
      for (unsigned h2 = 0; h2 < 8; ++h2) {
        const ir::Inst *da = single(arr);
        if (!da || changedInPlace.count(arr))
          break;
        std::optional<unsigned> x0 = localArg(da, 0);
        if (da->op == Opcode::Copy && x0) {
          arr = *x0;
          continue;
        }
        std::vector<AbsVal> vs;
        if (da->op == Opcode::Array)
          for (const ir::Value &v : da->args)
            vs.push_back(valueOf(v));
        else if (da->op == Opcode::Bitcast && da->args.size() == 1 &&
                 da->type && da->type->kind == ir::Type::Array &&
                 da->type->len == 1)
          vs.push_back(valueOf(da->args[0]));
        else
          break;
        if (to == ~uint64_t(0))
          to = vs.size();
        if (from <= to && to <= vs.size())
          elems.emplace(vs.begin() + from, vs.begin() + to);
        break;
      }
      break;
    }
    if (elems && !elems->empty())
      out[l.id] = *elems;
  }
  return out;
}

std::set<unsigned> ThreadValues::dependsOn(unsigned local) const {
  std::set<unsigned> seen;
  std::vector<unsigned> work{local};
  auto place = [&](const ir::Place &p) {
    work.push_back(p.local);
    for (const ir::Projection &pr : p.projs)
      if (pr.kind == ir::Projection::Index)
        work.push_back(pr.index);
  };
  while (!work.empty()) {
    unsigned l = work.back();
    work.pop_back();
    if (l >= defs.size() || !seen.insert(l).second)
      continue;
    for (const ir::Inst *d : defs[l]) {
      for (const ir::Value &a : d->args)
        if (a.kind != ir::Value::Const)
          place(a.place);
      if (d->op == Opcode::Ref || d->op == Opcode::RefMut ||
          d->op == Opcode::AddrOf || d->op == Opcode::AddrOfMut ||
          d->op == Opcode::Len || d->op == Opcode::Discriminant)
        place(d->src);
    }
  }
  seen.erase(local);
  return seen;
}

std::optional<AbsVal>
ThreadValues::bitPermutation(const ir::Inst &in, const std::vector<AbsVal> &ops,
                             const std::string &fn) const {
  // Bit permutations of the whole width (`rotate_left(r)`, `rotate_right`,
  // `swap_bytes`, `reverse_bits`) are bijections of w-bit values: an id
  // whose w-bit residue is injective stays so, in all w bits.
  const ir::Type *t = in.type;
  unsigned w = t && t->kind == ir::Type::Int ? t->bits : 0;
  if (!(in.call == ir::Call::BitRotl || in.call == ir::Call::BitRotr ||
        in.call == ir::Call::BitBswap || in.call == ir::Call::BitBrev) ||
      ops.empty() || ops[0].kind != AbsVal::Injective || ops[0].gridStride ||
      !w || ops[0].dbits > w ||
      !(ops.size() == 1 ||
        (ops.size() == 2 && ops[1].kind == AbsVal::Invariant)))
    return std::nullopt;
  AbsVal v;
  v.kind = AbsVal::Injective;
  v.base = ops[0].base;
  v.shiftOnly = false;
  v.fn = fn;
  v.dbits = w;
  v.exact = false;
  return v;
}
