//===- EmitPlaces.cpp - places, values, references, S5 proofs
//---------------===//
#include "emit/FnEmitter.h"

#include <cctype>
#include <functional>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::emit;

/// The slice a place indexes, if it is `(*p)[..]` for a slice parameter, or
/// a field of such an element (`(*p)[i].f`: more projections follow).
std::optional<unsigned> FnEmitter::slicePlace(const ir::Place &p) {
  if (p.projs.size() >= 2 && p.projs[0].kind == ir::Projection::Deref &&
      alias.count(p.local) &&
      (p.projs[1].kind == ir::Projection::Index ||
       p.projs[1].kind == ir::Projection::ConstIndex))
    return alias[p.local];
  return std::nullopt;
}

std::string FnEmitter::index(const ir::Projection &pr) {
  if (pr.kind != ir::Projection::Index)
    return std::to_string(pr.offset);
  read.insert(pr.index);
  return names[pr.index];
}

/// The index of `(*p)[..]` into the slice local `sl`: `[-k of m]`, an
/// element counted from the end (`[.., a, b]` of a slice pattern), is
/// `len - k` (rustc checked `len >= m >= k` before).
std::string FnEmitter::sliceIndex(unsigned sl, const ir::Projection &pr) {
  if (pr.kind == ir::Projection::ConstIndex && pr.fromEnd)
    return "(" + names[sl] + ".len() - " + std::to_string(pr.offset) + ")";
  return index(pr);
}

/// Whether the substitution of `&Atomic` local `ref` (made in its block by
/// `ref = &a[ix]`) still names the same atomic in block `use`: `ref` has
/// that one definition, and no path from it to `use` assigns `ix` (after
/// the reference in its block, in `use`, or in any block between).
bool FnEmitter::atomicRefStable(unsigned ref, unsigned use) {
  unsigned def = pending[ref].second;
  const ir::Block *a = f.block(def);
  if (def == ~0u || !a || f.blocks.empty())
    return false;
  std::optional<unsigned> ix;
  if (auto it = pendingIndex.find(ref); it != pendingIndex.end())
    ix = it->second;
  auto assigns = [&](const ir::Inst &in) {
    return ix && ((in.dest && in.dest->local == *ix) ||
                  ((in.op == ir::Opcode::RefMut ||
                    in.op == ir::Opcode::AddrOfMut) &&
                   in.src.local == *ix));
  };
  unsigned defs = 0;
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      defs += in.dest && in.dest->local == ref;
  if (defs != 1)
    return false;
  bool after = false;
  for (const ir::Inst &in : a->insts) {
    if (after && assigns(in))
      return false;
    after |= in.dest && in.dest->isLocal() && in.dest->local == ref;
  }
  if (!cfg)
    cfg.emplace(f);
  std::optional<size_t> from = cfg->position(use), stop = cfg->position(def);
  if (!from || !stop)
    return false;
  std::vector<bool> between = cfg->reach({*from}, false, *stop);
  for (size_t b = 0; b < between.size(); ++b) {
    if (!between[b])
      continue;
    if (b == 0) // reached without the reference
      return false;
    for (const ir::Inst &in : f.blocks[b].insts)
      if (assigns(in))
        return false;
  }
  return true;
}

/// O3's inlined `slice.get(i)` of an atomic slice, `if let Some(c) = ..`:
///   r = &(*counts)[ix]; opt = Some(r); c = (opt as Some).0
/// `c` is the same substitution as `r` (made in this block, `ix` not
/// assigned since: invalidate() would have dropped it). Only where `opt` is
/// defined once and read nowhere but by such `(opt as Some).0` in the same
/// block: the Option itself is never emitted, so nothing may read it whole.
bool FnEmitter::atomicOption(const ir::Inst &in) {
  if (!in.dest || !in.dest->isLocal())
    return false;
  unsigned d = in.dest->local;
  auto isSomeField = [](const ir::Place &p, unsigned opt) {
    return p.local == opt && p.projs.size() == 2 &&
           p.projs[0].kind == ir::Projection::Downcast &&
           p.projs[0].index == 1 && p.projs[1].kind == ir::Projection::Field &&
           p.projs[1].index == 0;
  };
  if (in.op == ir::Opcode::OptionSome && in.args.size() == 1 &&
      in.args[0].kind != ir::Value::Const && in.args[0].place.isLocal() &&
      pending.count(in.args[0].place.local) &&
      pending[in.args[0].place.local].second == curBlock) {
    const ir::Type *ot = f.locals[d].type;
    if (!ot || ot->kind != ir::Type::Option ||
        !isRefTo(ot->elem, ir::Type::Atomic))
      return false;
    // every other mention of `opt`: `(opt as Some).0` copied in this block
    const ir::Block *here = f.block(curBlock);
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &o : b.insts) {
        if (&o == &in)
          continue;
        bool mentions = (o.dest && o.dest->local == d) || o.src.local == d;
        for (const ir::Value &a : o.args)
          mentions |= a.kind != ir::Value::Const && a.place.local == d;
        if (!mentions)
          continue;
        if (&b != here || o.op != ir::Opcode::Copy || o.args.size() != 1 ||
            o.args[0].kind == ir::Value::Const ||
            !isSomeField(o.args[0].place, d) || !o.dest || !o.dest->isLocal())
          return false;
      }
    for (const ir::Block &b : f.blocks) {
      for (const ir::Value &a : b.term.args)
        if (a.kind != ir::Value::Const && a.place.local == d)
          return false;
      if (b.term.cond.kind != ir::Value::Const && b.term.cond.place.local == d)
        return false;
    }
    pendingSome[d] = in.args[0].place.local;
    return true;
  }
  if (in.op == ir::Opcode::Copy && in.args.size() == 1 &&
      in.args[0].kind != ir::Value::Const) {
    auto it = pendingSome.find(in.args[0].place.local);
    if (it == pendingSome.end() || !isSomeField(in.args[0].place, it->first))
      return false;
    unsigned r = it->second;
    if (!pending.count(r) || pending[r].second != curBlock) {
      unsupported(in.loc, "a reference to an atomic whose index changed");
      return true;
    }
    pending[d] = {pending[r].first, curBlock};
    if (auto ix = pendingIndex.find(r); ix != pendingIndex.end())
      pendingIndex[d] = ix->second;
    return true;
  }
  return false;
}

bool FnEmitter::staticPointer(unsigned local) {
  auto [it, fresh] = staticPointers.emplace(local, false);
  if (!fresh)
    return it->second;
  unsigned defs = 0;
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts) {
      if (!in.dest || in.dest->local != local)
        continue;
      if (!in.dest->isLocal() || in.op != ir::Opcode::Copy ||
          in.args.size() != 1 || in.args[0].kind != ir::Value::Const ||
          in.args[0].constant.kind != ir::Constant::Named)
        return false;
      ++defs;
    }
  return it->second = defs > 0;
}

std::string FnEmitter::place(const ir::Place &p, ir::Loc loc, bool isWrite) {
  placeTraced = false;
  (isWrite && p.isLocal() ? written : read).insert(p.local);
  if (p.isLocal()) {
    if (pending.count(p.local)) {
      if (pending[p.local].second != curBlock &&
          !atomicRefStable(p.local, curBlock))
        unsupported(loc, "a reference to an atomic used in another block, "
                         "or after its index changed");
      return pending[p.local].first;
    }
    // A `&Atomic` local is a substitution: used before its reference is
    // emitted (a block emitted earlier), it names nothing.
    if (!alias.count(p.local) && isRefTo(f.locals[p.local].type, ir::Type::Atomic))
      unsupported(loc, "a reference to an atomic used before the block that "
                       "makes it");
    if (alias.count(p.local)) {
      read.insert(alias[p.local]);
      return names[alias[p.local]];
    }
    return names[p.local];
  }
  std::string s;
  size_t k = 0;
  const ir::Type *cur = f.locals[p.local].type;
  // Through a raw pointer, a reference or a part: traced (rust/traced.hpp)
  // when the place ends at a scalar or a gpu_struct. A closure's captures
  // (`_1->c`) are the thread's own object: the deref of its pointer is not.
  bool through = false;
  auto closurePtr = [&](const ir::Type *t) {
    const ir::StructDef *c = t && t->elem && t->elem->kind == ir::Type::Struct
                                 ? m.findStruct(t->elem->name)
                                 : nullptr;
    return c && c->closure;
  };
  auto traced = [&](std::string e) {
    bool value = cur && (cur->isScalar() ||
                         (cur->kind == ir::Type::Struct && m.findStruct(cur->name) &&
                          !m.findStruct(cur->name)->closure));
    if (!through || !value)
      return e;
    if (!isWrite) {
      placeTraced = true;
      return e;
    }
    return "rsgpu::rust::raw_write(" + e + ")";
  };
  if (auto sl = slicePlace(p)) {
    read.insert(*sl);
    const ir::Type *t = f.locals[*sl].type;
    k = 2;
    cur = p.projs[1].type;
    bool fields = p.projs.size() > 2;
    if (t->isMut)
      s = names[*sl] + ".unsafe_at(" + sliceIndex(*sl, p.projs[1]) + ")" +
          (fields ? "" : ".get()");
    else
      s = names[*sl] + "[" + sliceIndex(*sl, p.projs[1]) + "]";
    // Fields of an element: through ElemRef's `->` (traced), or the
    // const reference of a Slice.
    if (fields && t->isMut) {
      const ir::Projection &pr = p.projs[2];
      if (pr.kind != ir::Projection::Field || !cur ||
          cur->kind != ir::Type::Struct) {
        unsupported(loc,
                    "this place (projections of `" + names[p.local] + "`)");
        return s;
      }
      s += "->" + fieldName(cur, pr.index);
      cur = pr.type;
      k = 3;
    }
  } else {
    s = names[p.local];
  }
  for (; k < p.projs.size(); ++k) {
    const ir::Projection &pr = p.projs[k];
    // `(*s)[i]` of a slice value (rsgpu::rust::SliceRef): rustc checked `i`
    // against its length just before (an Assert), as for any slice
    if (k == 0 && pr.kind == ir::Projection::Deref && isSliceValue(p.local)) {
      cur = cur->elem;
      through = true;
      continue;
    }
    if (cur && cur->kind == ir::Type::Slice &&
        (pr.kind == ir::Projection::Index ||
         pr.kind == ir::Projection::ConstIndex)) {
      if (pr.kind == ir::Projection::ConstIndex && pr.fromEnd)
        s = s + "[" + s + ".len - " + std::to_string(pr.offset) + "]";
      else
        s += "[" + index(pr) + "]";
      cur = pr.type;
      continue;
    }
    // `s[from:-to][i]` of a slice (opt-level 3's `mid @ [m0, ..]` nested in
    // a slice pattern): element `from + i` of `s`, or `len - to - k` for
    // `[-k of m]` (rustc checked the subslice's length `len - from - to`
    // against the element's first).
    if (cur && cur->kind == ir::Type::Slice &&
        pr.kind == ir::Projection::Subslice && pr.fromEnd &&
        k + 1 < p.projs.size() &&
        (p.projs[k + 1].kind == ir::Projection::Index ||
         p.projs[k + 1].kind == ir::Projection::ConstIndex)) {
      const ir::Projection &el = p.projs[k + 1];
      if (el.kind == ir::Projection::Index)
        s = s + "[" + std::to_string(pr.offset) + "u + " + index(el) + "]";
      else if (!el.fromEnd)
        s = s + "[" + std::to_string(pr.offset + el.offset) + "u]";
      else
        s = s + "[" + s + ".len - " + std::to_string(pr.end + el.offset) + "u]";
      cur = el.type;
      ++k;
      continue;
    }
    if (pr.kind == ir::Projection::Deref && cur &&
        (cur->kind == ir::Type::Ref || cur->kind == ir::Type::Ptr) &&
        cur->elem && cur->elem->kind != ir::Type::Slice &&
        !alias.count(p.local)) {
      through |= !closurePtr(cur) && !(k == 0 && staticPointer(p.local));
      if (k + 1 < p.projs.size() &&
          p.projs[k + 1].kind == ir::Projection::Field && cur->elem &&
          cur->elem->kind == ir::Type::Struct) {
        s += "->" + fieldName(cur->elem, p.projs[k + 1].index);
        cur = p.projs[k + 1].type;
        ++k;
        continue;
      }
      s = "(*" + s + ")";
      cur = pr.type;
      continue;
    }
    if (pr.kind == ir::Projection::Field && cur &&
        cur->kind == ir::Type::Struct) {
      s += "." + fieldName(cur, pr.index);
      cur = pr.type;
      continue;
    }
    // `(o as Some).0`: the payload of an Option.
    if (pr.kind == ir::Projection::Downcast && pr.index == 1 && cur &&
        cur->kind == ir::Type::Option && k + 1 < p.projs.size() &&
        p.projs[k + 1].kind == ir::Projection::Field &&
        p.projs[k + 1].index == 0) {
      s += ".value";
      cur = p.projs[k + 1].type;
      ++k;
      continue;
    }
    // `(r as Ok).0` / `(r as Err).0` of any other Result, `(c as
    // Continue).0` / `(c as Break).0` of a ControlFlow
    if (pr.kind == ir::Projection::Downcast && cur && cur->isGeneralResult() &&
        k + 1 < p.projs.size() &&
        p.projs[k + 1].kind == ir::Projection::Field &&
        p.projs[k + 1].index == 0) {
      s += pr.index == 0 ? ".ok_value" : ".err_value";
      cur = p.projs[k + 1].type;
      ++k;
      continue;
    }
    // `(r as Ok).0` / `(r as Err).0` of compare_exchange: the value seen
    // (equal to `current` on success).
    if (pr.kind == ir::Projection::Downcast && cur &&
        cur->kind == ir::Type::Result && k + 1 < p.projs.size() &&
        p.projs[k + 1].kind == ir::Projection::Field &&
        p.projs[k + 1].index == 0 && (cur->name.empty() || pr.index == 0)) {
      // `(r as Ok).0` of `u8::try_from(v)`: rsgpu::rust::TryResult
      s += cur->name.empty() ? ".previous" : ".ok_value";
      cur = p.projs[k + 1].type;
      ++k;
      continue;
    }
    if ((pr.kind == ir::Projection::Index ||
         (pr.kind == ir::Projection::ConstIndex && !pr.fromEnd)) &&
        cur && cur->kind == ir::Type::Array) {
      s += "[" + index(pr) + "]";
      cur = pr.type;
      continue;
    }
    // `a[from..to][i]` of an array (opt-level 3's `rest @ ..` of a local
    // array, `rest[0] ^= 3`: MIR's array subslice counts `to` from the
    // start): element `from + i` of `a`, or `to - k` for `[-k of m]`
    // (rustc checked `i` against the subarray's length `to - from`).
    if (pr.kind == ir::Projection::Subslice && !pr.fromEnd && cur &&
        cur->kind == ir::Type::Array && k + 1 < p.projs.size() &&
        pr.offset <= pr.end &&
        (p.projs[k + 1].kind == ir::Projection::Index ||
         p.projs[k + 1].kind == ir::Projection::ConstIndex)) {
      const ir::Projection &el = p.projs[k + 1];
      if (el.kind == ir::Projection::Index)
        s += "[" + std::to_string(pr.offset) + "u + " + index(el) + "]";
      else if (!el.fromEnd)
        s += "[" + std::to_string(pr.offset + el.offset) + "]";
      else if (el.offset >= 1 && el.offset <= pr.end - pr.offset)
        s += "[" + std::to_string(pr.end - el.offset) + "]";
      else {
        unsupported(loc,
                    "this place (projections of `" + names[p.local] + "`)");
        return s;
      }
      cur = el.type;
      ++k;
      continue;
    }
    // `a[from..to]` of an array as a whole (opt-level 0's `rest @ ..` of a
    // local array, `&mut (*r)[1..3]`, an `&mut [T; 2]`) is not emitted: a
    // pointer to `Array<T, 2>` inside an `Array<T, 3>` names no C++ object,
    // and accesses through it may be reordered against the array's own
    // (type-based alias analysis): RG0301 below. Opt-level 3 indexes the
    // element itself (`a[1..3][0 of 1]` is `a[1]`).
    if (pr.kind == ir::Projection::Field && cur &&
        cur->kind == ir::Type::Iter && !coreIterField(cur, pr.index).empty()) {
      s += "." + coreIterField(cur, pr.index);
      cur = pr.type;
      continue;
    }
    if (pr.kind == ir::Projection::Field && cur &&
        cur->kind == ir::Type::Range && pr.index < 2) {
      s += pr.index == 0 ? ".start" : ".end";
      cur = pr.type;
      continue;
    }
    if (pr.kind == ir::Projection::Field && cur &&
        cur->kind == ir::Type::Tuple && pr.index < cur->elems.size()) {
      s += "._" + std::to_string(pr.index);
      cur = pr.type;
      continue;
    }
    unsupported(loc, "this place (projections of `" + names[p.local] + "`)");
    return s;
  }
  return traced(s);
}

std::string FnEmitter::value(const ir::Value &v, ir::Loc loc) {
  if (v.kind == ir::Value::Const)
    return constant(v);
  std::string s = place(v.place, loc);
  if (placeTraced)
    s = "rsgpu::rust::raw_read(" + s + ")";
  placeTraced = false;
  return s;
}

/// A substituted `&Atomic` names its index local: once that local is
/// assigned again, the substitution would read the new value (RG0301).
void FnEmitter::invalidate(const ir::Inst &in) {
  if (!in.dest || !in.dest->isLocal())
    return;
  for (auto &[ref, ix] : pendingIndex)
    if (ix == in.dest->local && pending.count(ref))
      pending[ref].second = ~0u;
}

/// The `// S5:` comment for a write the analysis proved; RG0301 if none.
std::string FnEmitter::proof(const ir::Inst &in) {
  if (facts) {
    auto it = facts->writes.find(&in);
    if (it != facts->writes.end())
      return "  // S5: `" + it->second.index + "` is " + it->second.why;
  }
  if (std::optional<unsigned> p = deviceFnPart(in))
    return "  // S5: `" + names[*p] +
           "` is a device fn's `&mut` slice parameter: the caller's own part "
           "(the kernel proved it), only Rust's bounds check applies";
  unsupported(in.loc, "a write the S5 analysis did not prove unique");
  return "";
}

/// A device fn's `&mut [T]` / `&mut [T; N]` parameter written (or mutably
/// borrowed) by `in`: its elements are exclusively the caller's. A kernel
/// hands a `&mut` slice parameter to a call only as a part the S5 pass
/// proved the thread's own (the whole slice or a foreign part is RG0201 /
/// RG0202 at the call), shared arrays give no `&mut [T]`, and a device fn
/// passes on only what it holds; Rust's borrow rules do the rest.
std::optional<unsigned> FnEmitter::deviceFnPart(const ir::Inst &in) {
  if (f.isKernel)
    return std::nullopt;
  std::optional<unsigned> s;
  if (in.dest)
    s = slicePlace(*in.dest);
  if (!s)
    s = slicePlace(in.src);
  if (!s && in.op == ir::Opcode::Intrinsic &&
      in.call == ir::Call::CoreSliceGetMut && !in.args.empty() &&
      in.args[0].kind != ir::Value::Const && in.args[0].place.isLocal() &&
      alias.count(in.args[0].place.local))
    s = alias[in.args[0].place.local];
  if (!s)
    return std::nullopt;
  const ir::Local &l = f.locals[*s];
  const ir::Type *t = l.type;
  if (!l.isArg || !t || t->kind != ir::Type::Ref || !t->isMut || !t->elem ||
      !(t->elem->kind == ir::Type::Slice || t->elem->kind == ir::Type::Array) ||
      isAtomicSliceRef(t))
    return std::nullopt;
  return s;
}

/// `d = &place` / `&mut place` into a local: a pointer, except references
/// to atomics (rsgpu::Atomic is a handle, substituted at its use).
bool FnEmitter::reference(const ir::Inst &in) {
  unsigned d = in.dest->local;
  const ir::Type *dt = f.locals[d].type;
  if (isRefTo(dt, ir::Type::Atomic)) {
    auto sl = slicePlace(in.src);
    const ir::Type *st = sl ? f.locals[*sl].type : nullptr;
    bool sharedAtomics =
        st && st->kind == ir::Type::SharedArray && st->name == "atomic";
    if (!sl || in.src.projs.size() != 2 ||
        !(isAtomicSliceRef(st) || isAtomicArrayRef(st) || sharedAtomics)) {
      unsupported(in.loc, "a reference to an atomic outside an atomic slice");
      return false;
    }
    read.insert(*sl);
    pending[d] = {names[*sl] + ".at(" + sliceIndex(*sl, in.src.projs[1]) + ")",
                  curBlock};
    if (in.src.projs[1].kind == ir::Projection::Index)
      pendingIndex[d] = in.src.projs[1].index;
    return false;
  }
  std::string target;
  if (auto sl = slicePlace(in.src); sl && f.locals[*sl].type->isMut) {
    // `&mut y[i]`: the element the S5 pass proved this thread owns.
    std::string comment = in.src.projs.size() == 2 ? proof(in) : "";
    if (comment.empty()) {
      unsupported(in.loc, "a reference into a field of a `&mut` slice element");
      return false;
    }
    read.insert(*sl);
    *out << ind()
         << assignment(*in.dest, in.loc,
                       "rsgpu::rust::elem_ptr(" + names[*sl] + ".unsafe_at(" +
                           sliceIndex(*sl, in.src.projs[1]) + "))")
         << ";" << comment << "\n";
    return true;
  }
  target = place(in.src, in.loc);
  if (!ok)
    return false;
  *out << ind() << assignment(*in.dest, in.loc, "&" + target) << ";\n";
  return true;
}
