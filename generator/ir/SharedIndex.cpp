//===- SharedIndex.cpp - `s[i]` on a SharedArray -> get/set ---------------===//
//
// MIR of `s[t] += s[t + k]` (both opt-levels: the bindings' `index` and
// `index_mut` are #[inline(never)]):
//
//   _27 = &_3;  _26 = <SharedArray<u32, 128> as Index<usize>>::index(move _27, _28)
//   _25 = copy (*_26);
//   _32 = &mut _3;  _31 = <SharedArray<u32, 128> as IndexMut<usize>>::index_mut(move _32, _4)
//   (*_31) = Add(copy (*_31), move _25);
//
// becomes
//
//   _i1 = copy _28;  _c1 = Lt(_i1, 128);  assert(_c1, "shared array index out of bounds")
//   _25 = rsgpu.shared.get(_27, _i1)
//   _i2 = copy _4;   _c2 = Lt(_i2, 128);  assert(_c2, ..)
//   _g = rsgpu.shared.get(_32, _i2);  _v = Add(_g, _25);  rsgpu.shared.set(_32, _i2, _v)
//
// A 2-D tile `SharedArray<[T; C], R>` is held flat (TypeMapper): the call
// checks the row (`r < R`, Rust's panic), and `(*_x)[c]` (c < C: rustc's own
// bounds check precedes it) is element `r * C + c`, which cannot wrap.
//
//===----------------------------------------------------------------------===//
#include "ir/SharedIndex.h"

#include "ir/CallTable.h"

#include <map>

using namespace rsgpu;
using namespace rsgpu::ir;

namespace {
struct IndexRef {
  Value array;            ///< the call's receiver (`&s` / `&mut s`)
  unsigned index = 0;     ///< a fresh local: the index, copied at the call
  const Type *shared = nullptr;
  std::vector<std::string> typeArgs; ///< `SharedArray<T, N>`'s, as written
  Loc loc;
};

class Lowering {
public:
  Lowering(Function &f, TypeContext &tc, DiagEngine &diags)
      : f(f), tc(tc), diags(diags), usize(tc.integer(64, false, true)) {}

  bool run() {
    replaceCalls();
    if (refs.empty())
      return ok;
    for (size_t bi = 0; bi < f.blocks.size(); ++bi)
      rewriteBlock(f.blocks[bi]);
    for (auto &[r, _] : refs)
      f.locals[r].type = nullptr; // no use of the reference is left
    return ok;
  }

private:
  unsigned fresh(const Type *t) {
    Local l;
    l.id = unsigned(f.locals.size());
    l.type = t;
    f.locals.push_back(l);
    return l.id;
  }
  static Value local(unsigned l, const Type *t) {
    Value v;
    v.kind = Value::Copy;
    v.place.local = l;
    v.place.type = t;
    v.type = t;
    return v;
  }
  Value constant(uint64_t n) const {
    Value v;
    v.kind = Value::Const;
    v.constant.kind = Constant::Int;
    v.constant.bits = n;
    v.type = usize;
    return v;
  }
  static Inst op(Loc loc, Opcode o, unsigned dest, const Type *t,
                 std::vector<Value> args) {
    Inst in;
    in.loc = loc;
    in.op = o;
    Place d;
    d.local = dest;
    d.type = t;
    in.dest = d;
    in.args = std::move(args);
    in.type = t;
    return in;
  }
  static Inst intrinsic(Loc loc, Call c, std::vector<Value> args) {
    Inst in;
    in.loc = loc;
    in.op = Opcode::Intrinsic;
    in.call = c;
    in.callee = callName(c);
    in.args = std::move(args);
    return in;
  }

  void error(Loc loc, const std::string &msg, std::vector<std::string> notes) {
    diags.error(loc, "RG0222", msg, notes);
    ok = false;
  }

  /// Each index call -> `i = copy idx; c = Lt(i, bound); assert(c)`.
  void replaceCalls() {
    for (Block &b : f.blocks) {
      for (size_t j = 0; j < b.insts.size(); ++j) {
        Inst &in = b.insts[j];
        if (in.op != Opcode::Intrinsic || in.call != Call::SharedIndex)
          continue;
        const Type *at = in.args.empty() ? nullptr : in.args[0].type;
        if (at && at->kind == Type::Ref)
          at = at->elem;
        bool last = j + 1 == b.insts.size() && b.term.kind == Terminator::Br;
        if (!at || at->kind != Type::SharedArray || in.args.size() != 2 ||
            !last || (in.dest && !in.dest->isLocal())) {
          error(in.loc, "indexing a shared array here is not supported",
                {"help: index the array by name (`s[i]`, `s[i] = v`, "
                 "`tile[r][c]`) in the kernel itself"});
          continue;
        }
        IndexRef r;
        r.array = in.args[0];
        r.array.kind = Value::Copy;
        r.shared = at;
        r.typeArgs = in.typeArgs;
        r.loc = in.loc;
        r.index = fresh(usize);
        uint64_t bound = at->cols ? at->len / at->cols : at->len;
        unsigned c = fresh(tc.boolean());
        Loc loc = in.loc;
        Value idx = in.args[1];
        if (in.dest)
          refs[in.dest->local] = r;
        b.insts.pop_back();
        b.insts.push_back(op(loc, Opcode::Copy, r.index, usize, {idx}));
        b.insts.push_back(op(loc, Opcode::Lt, c, tc.boolean(),
                             {local(r.index, usize), constant(bound)}));
        b.term.kind = Terminator::Assert;
        b.term.cond = local(c, tc.boolean());
        b.term.expected = true;
        b.term.message = "shared array index out of bounds";
        b.term.loc = loc;
        break; // the call was the block's last instruction
      }
    }
  }

  /// The flat index a place `(*R)`, `(*R)[c]` names, computed by
  /// instructions appended to `pre`; nullopt (reported) for other places.
  std::optional<Value> element(const Place &p, const IndexRef &r,
                               std::vector<Inst> &pre, Loc loc) {
    const Type *t = r.shared;
    if (!t->cols && p.projs.size() == 1 &&
        p.projs[0].kind == Projection::Deref)
      return local(r.index, usize);
    if (t->cols && p.projs.size() == 2 &&
        p.projs[0].kind == Projection::Deref &&
        (p.projs[1].kind == Projection::Index ||
         (p.projs[1].kind == Projection::ConstIndex && !p.projs[1].fromEnd))) {
      Value col = p.projs[1].kind == Projection::Index
                      ? local(p.projs[1].index, usize)
                      : constant(p.projs[1].offset);
      if (col.kind != Value::Const) {
        const Type *ct = f.locals[p.projs[1].index].type;
        col.type = col.place.type = ct ? ct : usize;
      }
      unsigned m = fresh(usize), k = fresh(usize);
      pre.push_back(op(loc, Opcode::MulWrap, m, usize,
                       {local(r.index, usize), constant(t->cols)}));
      pre.push_back(
          op(loc, Opcode::AddWrap, k, usize, {local(m, usize), col}));
      return local(k, usize);
    }
    error(loc,
          "the reference `" + std::string(t->cols ? "tile[r]" : "s[i]") +
              "` of a shared array is used where rsgpu-gen cannot follow it",
          {t->cols ? "a 2-D tile is read and written one element at a time: "
                     "`tile[r][c]`"
                   : "a shared array's element is read (`s[i]`) or assigned "
                     "(`s[i] = v`, `s[i] += v`) where it is indexed",
           "help: copy the element into a local first"});
    return std::nullopt;
  }

  const IndexRef *refOf(const Place &p) const {
    auto it = refs.find(p.local);
    return it == refs.end() ? nullptr : &it->second;
  }

  /// Replaces a read of `(*R)..` in `v` by a fresh local loaded into `pre`.
  void read(Value &v, std::vector<Inst> &pre, Loc loc) {
    if (v.kind == Value::Const)
      return;
    const IndexRef *r = refOf(v.place);
    if (!r)
      return;
    if (v.place.isLocal()) {
      error(loc, "the reference a shared array's index returns is passed on",
            {"help: read (`s[i]`) or assign (`s[i] = v`) the element where "
             "it is indexed"});
      return;
    }
    std::optional<Value> k = element(v.place, *r, pre, loc);
    if (!k)
      return;
    unsigned t = fresh(r->shared->elem);
    Inst g = intrinsic(loc, Call::SharedGet, {r->array, *k});
    g.typeArgs = r->typeArgs;
    Place d;
    d.local = t;
    d.type = r->shared->elem;
    g.dest = d;
    g.type = r->shared->elem;
    pre.push_back(std::move(g));
    v = local(t, r->shared->elem);
  }

  void rewriteBlock(Block &b) {
    std::vector<Inst> out;
    for (Inst &in : b.insts) {
      std::vector<Inst> pre, post;
      bool keep = true;
      for (Value &a : in.args)
        read(a, pre, in.loc);
      if (!in.src.projs.empty() || in.op == Opcode::Ref ||
          in.op == Opcode::RefMut || in.op == Opcode::AddrOf ||
          in.op == Opcode::AddrOfMut || in.op == Opcode::Len)
        if (refOf(in.src))
          error(in.loc,
                "a shared array's element is borrowed again (`&s[i]`, "
                "`&mut s[i]`)",
                {"help: read (`s[i]`) or assign (`s[i] = v`) the element "
                 "where it is indexed"});
      if (in.dest)
        if (const IndexRef *r = refOf(*in.dest)) {
          std::optional<Value> k = element(*in.dest, *r, pre, in.loc);
          if (k) {
            Value v;
            if (in.op == Opcode::Copy && in.args.size() == 1) {
              v = in.args[0];
              keep = false; // `(*R) = v`: the set alone
            } else {
              unsigned t = fresh(r->shared->elem);
              in.dest->local = t;
              in.dest->projs.clear();
              in.dest->type = r->shared->elem;
              v = local(t, r->shared->elem);
            }
            post.push_back(
                intrinsic(in.loc, Call::SharedSet, {r->array, *k, v}));
            post.back().typeArgs = r->typeArgs;
          }
        }
      for (Inst &p : pre)
        out.push_back(std::move(p));
      if (keep)
        out.push_back(std::move(in));
      for (Inst &p : post)
        out.push_back(std::move(p));
    }
    std::vector<Inst> pre;
    read(b.term.cond, pre, b.term.loc);
    for (Value &a : b.term.args)
      read(a, pre, b.term.loc);
    for (Inst &p : pre)
      out.push_back(std::move(p));
    b.insts = std::move(out);
  }

  Function &f;
  TypeContext &tc;
  DiagEngine &diags;
  const Type *usize;
  std::map<unsigned, IndexRef> refs; ///< the reference local -> its index
  bool ok = true;
};
} // namespace

bool rsgpu::ir::lowerSharedIndex(Function &f, TypeContext &types,
                                 DiagEngine &diags) {
  return Lowering(f, types, diags).run();
}
