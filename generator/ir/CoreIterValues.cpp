//===- CoreIterValues.cpp - core iterators built in place, closures bound -===//
//
// At opt-level 3 rustc inlines core's iterator constructors, so the MIR
// builds the iterator's struct itself (`Chunks { v, chunk_size }`, `Map {
// iter, f }`). One table maps each such aggregate (the type of
// generator/ir/CoreIters.def it builds and its fields in Rust's order) to
// what the constructor makes: the same intrinsic as the call (`chunks`,
// `map`), or the struct itself where rsgpu::rust's type has Rust's layout
// (`Enumerate`, `Copied`). A closure the iterator will call (`Map`'s `f`)
// gets its body bound as for the call (bindClosureBodies).
//
//===----------------------------------------------------------------------===//
#include "ir/CallTable.h"
#include "ir/FnBuilder.h"
#include "ir/TypeMapper.h"

#include "llvm/ADT/StringRef.h"
#include <initializer_list>

using namespace rsgpu;
using namespace rsgpu::ir;
using detail::FnBuilder;
using llvm::StringRef;

namespace {

struct InPlaceIter {
  const char *type;                      ///< Type::name (CoreIters.def)
  std::initializer_list<const char *> fields; ///< the leading field names
  bool structLit;                        ///< the struct itself, else `call`
  Call call;
  unsigned keepArgs;                     ///< 0: all
  bool bindsClosure;
};

// `slice::Iter { ptr, end_or_len, _marker }`: from its raw parts.
// `Chunks { v, chunk_size }` (the `chunk_size != 0` assertion already
// passed), `Windows { v, size: NonZero(n) }` (NonZero<usize> is usize):
// what `chunks`/`windows` make. `Map { iter, f }`: what `map` makes.
// clang-format off
const InPlaceIter kInPlace[] = {
    {"Iter", {"ptr", "end_or_len"}, false, Call::CoreSliceIterFromParts, 2, false},
    {"IterMut", {"ptr", "end_or_len"}, false, Call::CoreSliceIterMutFromParts, 2, false},
    {"Chunks", {"v", "chunk_size"}, false, Call::CoreSliceChunks, 0, false},
    {"ChunksMut", {"v", "chunk_size"}, false, Call::CoreSliceChunksMut, 2, false},
    {"Windows", {"v", "size"}, false, Call::CoreSliceWindows, 0, false},
    {"Map", {"iter", "f"}, false, Call::CoreAdaptMap, 0, true},
    {"Enumerate", {"iter", "count"}, true, Call::CoreSliceChunks, 0, false},
    {"Copied", {"it"}, true, Call::CoreSliceChunks, 0, false},
    {"RangeInclusive", {"start", "end", "exhausted"}, true, Call::CoreSliceChunks, 0, false},
    {"RangeFrom", {"start"}, true, Call::CoreSliceChunks, 0, false},
    {"RangeTo", {"end"}, true, Call::CoreSliceChunks, 0, false},
    {"Rev", {"iter"}, true, Call::CoreSliceChunks, 0, false},
    // read-only adapters (CoreIters.def), Rust's layout; a closure bound
    {"Filter", {"iter", "predicate"}, true, Call::CoreSliceChunks, 0, true},
    {"FilterMap", {"iter", "f"}, true, Call::CoreSliceChunks, 0, true},
    {"TakeWhile", {"iter", "flag", "predicate"}, true, Call::CoreSliceChunks, 0, true},
    {"SkipWhile", {"iter", "flag", "predicate"}, true, Call::CoreSliceChunks, 0, true},
    {"Scan", {"iter", "f", "state"}, true, Call::CoreSliceChunks, 0, true},
    {"Skip", {"iter", "n"}, true, Call::CoreSliceChunks, 0, false},
    {"Take", {"iter", "n"}, true, Call::CoreSliceChunks, 0, false},
    {"Chain", {"a", "b"}, true, Call::CoreSliceChunks, 0, false},
    // `FlattenCompat { iter: Fuse(Some(Map { .. })), frontiter, backiter }`
    // (O3's flat_map; the Map bound its closure)
    {"FlatMap", {"iter", "frontiter", "backiter"}, true, Call::CoreSliceChunks, 0, false},
};
// clang-format on

} // namespace

bool FnBuilder::coreIterAggregate(const mir::Rvalue &rv, Inst &in,
                                  const Type *destTy) {
  if (!destTy || destTy->kind != Type::Iter)
    return false;
  for (const InPlaceIter &r : kInPlace) {
    if (destTy->name != r.type)
      continue;
    size_t n = r.fields.size();
    // `slice::Iter` also names its `_marker`; the others exactly their fields
    size_t want = r.keepArgs ? n + 1 : n;
    if (rv.fieldNames.size() != want)
      continue;
    bool same = true;
    size_t i = 0;
    for (const char *f : r.fields)
      same &= rv.fieldNames[i++] == f;
    if (!same)
      continue;
    if (r.structLit) {
      if (r.bindsClosure)
        bindClosureBodies(in.args);
      in.op = Opcode::StructLit;
      return true;
    }
    if (r.keepArgs)
      in.args.resize(r.keepArgs);
    if (r.bindsClosure)
      bindClosureBodies(in.args);
    in.op = Opcode::Intrinsic;
    in.call = r.call;
    in.callee = callName(in.call);
    return true;
  }
  return false;
}

void FnBuilder::bindClosureBodies(const std::vector<Value> &given) {
  std::vector<Value> args = given;
  // O3: a closure core defines binds the user's closures it captured
  // (StructDef::parts, ir/CoreClosures.cpp) the same way, and those of the
  // core closures it captured in turn (`filter(p).map(f).sum()`: filter_fold
  // holds map_fold holding f) — a body left unbound is a closure the
  // analyses never see (red team 21: a barrier in `f` passed them all).
  for (size_t ai = 0; ai < args.size() && ai < 256; ++ai) {
    const Type *at = args[ai].type;
    if (!at || at->kind != Type::Struct)
      continue;
    const StructDef *s = mod.findStruct(at->name);
    if (!s || s->coreFn.empty())
      continue;
    for (const std::string &p : std::vector<std::string>(s->parts)) {
      Type t;
      t.kind = Type::Struct;
      t.name = p;
      Value v;
      v.type = mod.types->get(t);
      if (llvm::none_of(args, [&](const Value &a) { return a.type == v.type; }))
        args.push_back(v);
    }
  }
  for (const Value &a : args)
    if (a.type && a.type->kind == Type::Struct)
      for (StructDef &s : mod.structs)
        if (s.closure && s.name == a.type->name && s.body.empty())
          for (const auto &[key, name] : tm.closures)
            if (name == s.name)
              if (const mir::Item *it = closureBody(key)) {
                wanted.insert(it);
                s.body = it->name.plain();
              }
}

const mir::Item *FnBuilder::closureBody(const std::string &key) const {
  if (key.empty())
    return nullptr;
  for (const auto &[n, it] : userFns) {
    if (!it->body || it->name.segments.empty() ||
        !StringRef(it->name.segments.back().name).starts_with("{closure#"))
      continue; // a generic fn's instance taking the closure is not its body
    if (const mir::LocalDecl *d = it->body->local(1))
      if (d->isArg && d->type && TypeMapper::selfClosureKey(*d->type) == key)
        return it;
  }
  return nullptr;
}

bool FnBuilder::lowerIsEmpty(const Inst &in0, const std::vector<Value> &args,
                             const Type *destTy, Block &b) {
  if (args.size() != 1 || !args[0].type ||
      (args[0].type->kind != Type::Ref && args[0].type->kind != Type::Ptr) ||
      !args[0].type->elem || args[0].type->elem->kind != Type::Slice ||
      !destTy || destTy->kind != Type::Bool || !in0.dest)
    return false;
  Type u;
  u.kind = Type::Int;
  u.bits = 64;
  u.isSize = true;
  const Type *usize = mod.types->get(u);
  Local l;
  l.id = unsigned(f.locals.size());
  l.type = usize;
  f.locals.push_back(l);
  Inst len = in0;
  len.op = Opcode::Len;
  len.args = {args[0]};
  len.type = usize;
  len.dest = Place{};
  len.dest->local = l.id;
  len.dest->type = usize;
  b.insts.push_back(std::move(len));
  Value n;
  n.kind = Value::Copy;
  n.place.local = l.id;
  n.place.type = usize;
  n.type = usize;
  Value zero;
  zero.kind = Value::Const;
  zero.constant.kind = Constant::Int;
  zero.constant.bits = 0;
  zero.type = usize;
  Inst eq = in0;
  eq.op = Opcode::Eq;
  eq.args = {n, zero};
  eq.type = destTy;
  b.insts.push_back(std::move(eq));
  return true;
}

bool FnBuilder::lowerFirstLastMut(const Inst &in0, Call call,
                                  const std::vector<Value> &args,
                                  const Type *destTy, Block &b) {
  if (args.size() != 1 || !args[0].type || args[0].type->kind != Type::Ref ||
      !args[0].type->isMut || !args[0].type->elem ||
      args[0].type->elem->kind != Type::Slice || !destTy ||
      destTy->kind != Type::Option)
    return false;
  Type u;
  u.kind = Type::Int;
  u.bits = 64;
  u.isSize = true;
  const Type *usize = mod.types->get(u);
  auto local = [&]() {
    Local l;
    l.id = unsigned(f.locals.size());
    l.type = usize;
    f.locals.push_back(l);
    return l.id;
  };
  auto def = [&](Inst in, unsigned id) {
    in.type = usize;
    in.dest = Place{};
    in.dest->local = id;
    in.dest->type = usize;
    b.insts.push_back(std::move(in));
  };
  auto use = [&](unsigned id) {
    Value v;
    v.kind = Value::Copy;
    v.place.local = id;
    v.place.type = usize;
    v.type = usize;
    return v;
  };
  auto constant = [&](uint64_t k) {
    Value v;
    v.kind = Value::Const;
    v.constant.kind = Constant::Int;
    v.constant.bits = k;
    v.type = usize;
    return v;
  };
  unsigned k = local();
  if (call == Call::CoreSliceFirstMut) {
    Inst c = in0;
    c.op = Opcode::Copy;
    c.args = {constant(0)};
    def(std::move(c), k);
  } else {
    unsigned n = local();
    Inst len = in0;
    len.op = Opcode::Len;
    len.args = {args[0]};
    def(std::move(len), n);
    Inst sub = in0;
    sub.op = Opcode::SubWrap;
    sub.args = {use(n), constant(1)};
    def(std::move(sub), k);
  }
  Inst get = in0;
  get.op = Opcode::Intrinsic;
  get.call = Call::CoreSliceGetMut;
  get.callee = callName(Call::CoreSliceGetMut);
  get.args = {args[0], use(k)};
  get.type = destTy;
  b.insts.push_back(std::move(get));
  return true;
}
