//===- WriteUniqueness.cpp - S5: no two threads write one element ---------===//
//
// A kernel's `&mut [T]` parameter is one exclusive borrow for rustc, but every
// thread of the launch holds it. A write `y[j] = v` (or `&mut y[j]`) is
// accepted only where ThreadValues proves `j` injective in the thread id:
// the global id, thread_idx.x (single-block launches), either one shifted by
// an invariant, scaled by an admissible constant, or a grid-stride loop
// variable. Everything else is RG0201; handing the whole `&mut` slice to a
// call is RG0202 (not analysed across calls yet); writing the slice through
// a path this pass does not model is RG0203. There is no "probably fine".
//
//===----------------------------------------------------------------------===//
#include "analysis/Analyses.h"
#include "analysis/HandleFlow.h"
#include "analysis/Index2D.h"
#include "analysis/PartChains.h"
#include "analysis/SliceParts.h"
#include "analysis/ThreadValues.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <optional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;

namespace {
bool isMutSliceRef(const ir::Type *t) {
  return t && (t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr) &&
         t->isMut && t->elem &&
         (t->elem->kind == ir::Type::Slice || t->elem->kind == ir::Type::Array);
}

class WriteChecker {
public:
  WriteChecker(const ir::Function &f, const ir::Module &m, DiagEngine &diags,
               KernelFacts &facts)
      : f(f), tv(f, false, &m.statics), rowMajor(f, tv), mod(&m),
        statics(&m.statics), diags(diags), facts(facts) {}

  bool run() {
    // Parameters and the locals that alias them as a whole (`&mut *y`,
    // copies, raw `addr_of_mut`).
    for (const ir::Local &l : f.locals)
      if (l.isArg && l.type && isMutSliceRef(l.type))
        root[l.id] = l.id;
    for (bool changed = true; changed;) {
      changed = false;
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          if (!in.dest || !in.dest->isLocal() || root.count(in.dest->local))
            continue;
          std::optional<unsigned> r;
          if ((in.op == ir::Opcode::Copy) && in.args.size() == 1 &&
              in.args[0].kind != ir::Value::Const &&
              in.args[0].place.isLocal() && root.count(in.args[0].place.local))
            r = root[in.args[0].place.local];
          // (a shared reborrow `&*y` too: handed to a call, e.g. `iter()`
          // or `&y[a..b]`, it reads elements other threads write)
          if ((in.op == ir::Opcode::RefMut || in.op == ir::Opcode::AddrOfMut ||
               in.op == ir::Opcode::Ref || in.op == ir::Opcode::AddrOf) &&
              in.src.projs.size() == 1 &&
              in.src.projs[0].kind == ir::Projection::Deref &&
              root.count(in.src.local))
            r = root[in.src.local];
          // `let (lo, hi) = y.split_at_mut(m)`: the halves of `y`
          // (SliceParts.h), `hi[j]` is `y[m + j]`
          if (in.op == ir::Opcode::Copy && in.args.size() == 1 &&
              in.args[0].kind != ir::Value::Const &&
              in.args[0].place.projs.size() == 1 &&
              in.args[0].place.projs[0].kind == ir::Projection::Field &&
              in.args[0].place.projs[0].index < 2)
            if (auto sp = splits.find(in.args[0].place.local);
                sp != splits.end()) {
              r = sp->second.param;
              half[in.dest->local] = {in.args[0].place.projs[0].index,
                                      sp->second.mid};
            }
          if (in.op == ir::Opcode::Intrinsic &&
              in.call == ir::Call::CoreSliceSplitAtMut && in.args.size() == 2 &&
              in.args[0].kind != ir::Value::Const &&
              in.args[0].place.isLocal() &&
              root.count(in.args[0].place.local) &&
              !splits.count(in.dest->local)) {
            splits[in.dest->local] = {root[in.args[0].place.local],
                                      in.args[1], &in,
                                      in.args[0].place.local};
            changed = true;
          }
          if (r) {
            root[in.dest->local] = *r;
            changed = true;
          }
        }
    }
    // Which part of its parameter each alias names (PartChains.h).
    {
      std::set<unsigned> rooted;
      std::map<unsigned, SplitSource> sources;
      for (auto &[l, p] : root)
        rooted.insert(l);
      for (auto &[l, s] : splits)
        sources[l] = {s.src, s.mid};
      chains = partChains(f, rooted, sources,
                          [this](const ir::Value &v) { return tv.describe(v); });
    }
    // Which parameter each alias names where it is used: a local rebound
    // (`q = a;`) names another parameter from there on.
    HandleFlow::Rules rules;
    for (const ir::Local &l : f.locals)
      if (l.isArg && l.type && isMutSliceRef(l.type))
        rules.entry[l.id] = l.id;
    rules.refOfDeref = true;
    rules.seed = [this](const ir::Inst &in) -> std::optional<unsigned> {
      if (in.dest && in.dest->isLocal() && half.count(in.dest->local) &&
          in.op == ir::Opcode::Copy)
        return root[in.dest->local];
      return std::nullopt;
    };
    flow.emplace(f, std::move(rules));
    for (const ir::Block &b : f.blocks)
      for (size_t idx = 0; idx < b.insts.size(); ++idx) {
        const ir::Inst &in = b.insts[idx];
        curBlock = b.id;
        curIdx = idx;
        // `&mut q` of an alias as a whole: a write through it (a call such
        // as `core::mem::swap`) could rebind `q` where this pass cannot see.
        if ((in.op == ir::Opcode::RefMut || in.op == ir::Opcode::AddrOfMut) &&
            in.src.isLocal() && root.count(in.src.local))
          error(in.loc, "RG0202",
                "`" + name(in.src.local) +
                    "`, which names the `&mut` slice parameter `" +
                    name(root[in.src.local]) +
                    "`, is borrowed mutably as a whole",
                {noteShared(root[in.src.local]),
                 "a write through that borrow could rebind `" +
                     name(in.src.local) + "` where rsgpu-gen cannot follow it",
                 "help: assign the local directly (`" +
                     name(in.src.local) + " = other;`)"});
        if (in.dest)
          checkPlace(in.loc, *in.dest, "write to", &in);
        if (in.op == ir::Opcode::RefMut || in.op == ir::Opcode::AddrOfMut) {
          if (!(in.src.projs.size() == 1 && in.dest && in.dest->isLocal()))
            checkPlace(in.loc, in.src, "mutable borrow of", &in);
        } else if (in.op == ir::Opcode::Ref || in.op == ir::Opcode::AddrOf) {
          // `&y[i]`: a read of the element. Proven the thread's own like
          // any access, the proof is recorded for the borrow too: the
          // emitter takes the element's address only at a proven index
          // (a shared borrow reads through it, never writes).
          if (in.src.projs.size() > 1)
            checkPlace(in.loc, in.src, "read of", &in);
        }
        // Reading another thread's element races with that thread's write.
        for (const ir::Value &a : in.args)
          if (a.kind != ir::Value::Const)
            checkPlace(in.loc, a.place, "read of", nullptr);
        for (const ir::Value &a : in.args) {
          if (a.kind == ir::Value::Const || !a.place.isLocal() ||
              !root.count(a.place.local))
            continue;
          unsigned p = root[a.place.local];
          // Copies into locals are tracked aliases; a length (`len()`,
          // `is_empty()`) reads nothing.
          bool tracked = (in.op == ir::Opcode::Copy && in.dest &&
                          in.dest->isLocal() && root.count(in.dest->local)) ||
                         in.op == ir::Opcode::Len ||
                         (in.op == ir::Opcode::Intrinsic &&
                          in.call == ir::Call::CoreSliceIsEmpty);
          if (tracked)
            continue;
          // `y.split_at_mut(m)`: its halves are `y`'s aliases (above),
          // checked at each access; the alias must name `y` alone here.
          if (in.op == ir::Opcode::Intrinsic &&
              in.call == ir::Call::CoreSliceSplitAtMut && &a == &in.args[0] &&
              in.dest && in.dest->isLocal() && splits.count(in.dest->local)) {
            bool untracked = false;
            std::set<unsigned> names = HandleFlow::mayName(
                flow->before(curBlock, curIdx), a.place.local, &untracked);
            if (untracked || names.size() != 1 || *names.begin() != p)
              error(in.loc, "RG0202",
                    "`" + name(a.place.local) +
                        "` is split where rsgpu-gen cannot tell which "
                        "parameter it names",
                    {noteShared(p)});
            continue;
          }
          // A part of `y` (SliceParts.h): the thread's own, or RG0201/3.
          if (in.op == ir::Opcode::Intrinsic && &a == &in.args[0])
            if (SlicePart part = slicePartOf(f, in);
                part.kind != SlicePart::NotAPart) {
              checkPart(in, a.place.local, p, part);
              continue;
            }
          // rustc's O3 subslice / iter_mut of `y` from raw pointers
          if ((in.op == ir::Opcode::PtrCast || in.op == ir::Opcode::Bitcast) &&
              &a == &in.args[0])
            if (SlicePart part = rawPartOf(f, in);
                part.kind != SlicePart::NotAPart) {
              checkPart(in, a.place.local, p, part);
              continue;
            }
          // `y.get_mut(i)`: a `&mut y[i]` when `i < len`, proven as one
          if (in.op == ir::Opcode::Intrinsic &&
              in.call == ir::Call::CoreSliceGetMut && in.args.size() == 2 &&
              &a == &in.args[0] && in.args[1].kind != ir::Value::Const &&
              in.args[1].place.isLocal()) {
            ir::Place elem{a.place.local, {}, nullptr};
            ir::Projection d, ix;
            d.kind = ir::Projection::Deref;
            ix.kind = ir::Projection::Index;
            ix.index = in.args[1].place.local;
            elem.projs = {d, ix};
            checkPlace(in.loc, elem, "mutable borrow of", &in);
            continue;
          }
          if (in.op == ir::Opcode::Call || in.op == ir::Opcode::Intrinsic)
            error(in.loc, "RG0202",
                  "`" + name(p) + "` is passed to `" + in.callee +
                      "`, which could write any element of it",
                  {noteShared(p),
                   "rsgpu-gen does not analyse writes across calls yet: "
                   "write the element in the kernel, or pass `&mut y[i]` for "
                   "a proven `i`"});
          else
            error(in.loc, "RG0202",
                  "`" + name(p) +
                      "` is stored where this pass cannot follow it",
                  {noteShared(p), "rsgpu-gen follows a `&mut` slice parameter "
                                  "only through plain copies and reborrows"});
        }
      }
    for (const ir::Block &b : f.blocks) {
      curBlock = b.id;
      curIdx = b.insts.size();
      if (b.term.cond.kind != ir::Value::Const)
        checkPlace(b.term.loc, b.term.cond.place, "read of", nullptr);
      for (const ir::Value &a : b.term.args)
        if (a.kind != ir::Value::Const)
          checkPlace(b.term.loc, a.place, "read of", nullptr);
    }
    return ok;
  }

private:
  std::string name(unsigned local) const { return tv.describe(local); }
  std::string noteShared(unsigned p) const {
    const ir::Local &l = f.locals[p];
    return "`" + name(p) + "` is a `" + (l.type ? l.type->str() : "&mut [T]") +
           "` kernel parameter: every thread of the launch holds it";
  }
  void error(ir::Loc loc, const char *code, const std::string &msg,
             std::vector<std::string> notes) {
    diags.error(loc, code, msg, std::move(notes));
    ok = false;
  }

  /// How an access is named in a diagnostic: `y[i]`, or the part it takes.
  std::string subject(unsigned param, const std::string &idx) const {
    return partSubject.empty()
               ? "`" + name(param) + "[" + idxPrefix + idx + "]`"
               : partSubject;
  }

  /// A part of the parameter `param` that `in` takes from its alias `alias`
  /// (SliceParts.h): its start is proven like an element index, under a key
  /// naming the part's shape; the part is the thread's own from there on.
  void checkPart(const ir::Inst &in, unsigned alias, unsigned param,
                 const SlicePart &part) {
    auto place = [&](const ir::Value &ix) -> std::optional<ir::Place> {
      ir::Place pl{alias, {}, nullptr};
      ir::Projection d, x;
      d.kind = ir::Projection::Deref;
      if (ix.kind == ir::Value::Const) {
        if (ix.constant.kind != ir::Constant::Int)
          return std::nullopt;
        x.kind = ir::Projection::ConstIndex;
        x.offset = ix.constant.bits;
      } else if (ix.place.isLocal()) {
        x.kind = ir::Projection::Index;
        x.index = ix.place.local;
      } else {
        return std::nullopt;
      }
      pl.projs = {d, x};
      return pl;
    };
    auto text = [&](const ir::Value &v) { return tv.describe(v); };
    std::string y = name(param);
    auto wholeError = [&](const std::string &what, const std::string &why) {
      error(in.loc, "RG0203",
            "`" + y + "." + what + "` hands every thread all of `" + y + "`",
            {noteShared(param), why,
             "help: take the thread's own part (`" + y +
                 ".chunks_mut(k).nth(i)`, `&mut " + y +
                 "[i..i + 1]`) or write `" + y + "[i]` at a proven index"});
    };
    switch (part.kind) {
    case SlicePart::NotAPart:
      return;
    case SlicePart::Whole:
      wholeError(part.what, "every element of it is written or handed out "
                            "by every thread: a write reaches elements other "
                            "threads write");
      return;
    case SlicePart::Swap:
      for (const ir::Value *v : {&part.start, &part.end}) {
        if (std::optional<ir::Place> pl = place(*v))
          checkPlace(in.loc, *pl, "write to", nullptr);
        else
          wholeError(part.what, "an index rsgpu-gen cannot follow");
      }
      return;
    case SlicePart::Chunk: {
      const ir::Value &w = part.width;
      bool fixed =
          w.kind == ir::Value::Const
              ? w.constant.kind == ir::Constant::Int && w.constant.bits > 0
              : tv.valueOf(w).kind == AbsVal::Invariant;
      partSubject = "`" + y + ".chunks_mut(" + text(w) + ").nth(" +
                    text(part.start) + ")`";
      if (!fixed) {
        error(in.loc, "RG0201",
              "mutable borrow of " + partSubject +
                  " may collide: the chunk size is not the same for every "
                  "thread",
              {noteShared(param),
               "chunks of different sizes from two threads can overlap"});
        partSubject.clear();
        return;
      }
      partKey = "chunk(" + text(w) + "):";
      break;
    }
    case SlicePart::Range: {
      partSubject = "`" + y + "[" + text(part.start) + ".." +
                    (part.endKnown ? text(part.end)
                     : part.len    ? text(part.start) + " + " +
                                      std::to_string(*part.len)
                                   : std::string("")) +
                    "]`";
      // `&mut y[X * n..(X + 1) * n]`, n a parameter: chunk X of width n,
      // the same part as `y.chunks_mut(n).nth(X)` (Index2D::rowRange says
      // why `(X + 1) * n` cannot wrap under the launch obligation).
      if (!part.len && part.endKnown)
        if (std::optional<Index2D::RowRange> rr =
                rowMajor.rowRange(part.start, part.end)) {
          ir::Value xv;
          xv.place.local = rr->x;
          std::optional<ir::Place> pl = place(xv);
          if (pl) {
            partKey = "chunk(" + name(rr->n) + "):";
            facts.obligations.rowWidths.insert(rr->n);
            checkPlace(in.loc, *pl, "mutable borrow of", &in);
            partKey.clear();
            partSubject.clear();
            partLen = 1;
            return;
          }
        }
      if (!part.len) {
        error(in.loc, "RG0201",
              "mutable borrow of " + partSubject +
                  " may collide: its length is not a constant",
              {noteShared(param),
               "rsgpu-gen proves a part `&mut " + y +
                   "[a..a + c]` for a constant `c` and a per-thread `a`, "
                   "and a row `&mut " + y + "[i * n..(i + 1) * n]` for "
                   "the global id `i` and a parameter `n`",
               "help: take `&mut " + y + "[i..i + 1]`, or `" + y +
                   ".chunks_mut(k).nth(i)`"});
        partSubject.clear();
        return;
      }
      if (*part.len == 0) { // no element
        partSubject.clear();
        return;
      }
      partLen = *part.len;
      if (partLen > 1)
        partKey = "part(" + std::to_string(partLen) + "):";
      break;
    }
    }
    if (std::optional<ir::Place> pl = place(part.start))
      checkPlace(in.loc, *pl, "mutable borrow of", &in);
    else
      wholeError(part.what, "a start rsgpu-gen cannot follow");
    partKey.clear();
    partSubject.clear();
    partLen = 1;
  }

  /// Checks an access to `p` as one of each parameter its local may name
  /// here; records the proof for `proofFor` (a write).
  void checkPlace(ir::Loc loc, const ir::Place &p, const char *what,
                  const ir::Inst *proofFor) {
    auto it = root.find(p.local);
    if (it == root.end() || p.projs.empty() ||
        p.projs[0].kind != ir::Projection::Deref)
      return;
    if (flow->overflow) {
      error(loc, "RG0202",
            "`" + name(p.local) + "` is reassigned in too many ways",
            {noteShared(it->second),
             "rsgpu-gen follows `&mut` slice locals through a bounded number "
             "of reassignments"});
      return;
    }
    // A path on which the local names no parameter (rebound to the
    // thread's own array): nothing of the launch there.
    if (chains.mixed.count(p.local)) {
      error(loc, "RG0203",
            std::string(what) + " `" + name(p.local) +
                "`, which names different parts of `" + name(it->second) +
                "` on different paths",
            {noteShared(it->second),
             "rsgpu-gen proves the parts of a `&mut` slice taken by "
             "`split_at_mut` only where each local names one part",
             "help: bind each half to a local of its own"});
      return;
    }
    const std::vector<ChainSeg> &chain = chains.chain[p.local];
    // `lo[j]` is `y[j]` below `m`, `hi[j]` is `y[m + j]`, the tail at `k`
    // of `hi` is `y[m + k + j]`: keys carry the chain (PartChains.h)
    std::string outerKey = partKey, outerPrefix = idxPrefix;
    for (const ChainSeg &seg : chain) {
      bool fixed = seg.mid.kind == ir::Value::Const ||
                   tv.valueOf(seg.mid).kind == AbsVal::Invariant;
      if (!fixed) {
        error(loc, "RG0201",
              std::string(what) + " a half of `" + name(it->second) +
                  ".split_at_mut(" + seg.text + ")` may collide: the split "
                  "point is not the same for every thread",
              {noteShared(it->second)});
        return;
      }
      if (seg.side)
        idxPrefix += seg.text + " + ";
    }
    partKey = chainKey(chain) + partKey;
    for (unsigned param :
         HandleFlow::mayName(flow->before(curBlock, curIdx), p.local))
      checkParam(loc, p, what, proofFor, param);
    partKey = outerKey;
    idxPrefix = outerPrefix;
  }

  /// Records an access of `param` at the injective index `v`; false after
  /// reporting RG0201 (a second function that can meet the first).
  bool proveInjective(ir::Loc loc, const char *what, const ir::Inst *proofFor,
                      unsigned param, const AbsVal &v,
                      const std::string &idxText) {
    // Each thread owns the elements one injective function gives it;
    // a second function reaches elements other threads own.
    std::string key = std::to_string(int(v.base)) + ":" + v.fn;
    // Testing only (docs/generator/cli.md): RSGPU_GEN_TEST_SKIP_S5_PROOF=1
    // accepts every injective index function without the overlap checks
    // below, so a kernel with overlapping parts translates and the
    // emulator's trace of generated parts (rust/traced.hpp) is tested on it.
    const char *skipEnv = std::getenv("RSGPU_GEN_TEST_SKIP_S5_PROOF");
    bool skip = skipEnv && *skipEnv && std::string(skipEnv) != "0";
    if (partLen > 1 && !skip) {
      // a part of partLen elements at each thread's start: disjoint
      // when the starts are `X * m + c` with 2^ctz(m) >= partLen
      // (or, rowLoop's exact rows, any m >= partLen: `X * m + j`, j <
      // partLen, computed without a wrap, Index2D::exactRow)
      std::optional<Affine> af = affine(key);
      bool exactFits = partExact && af && af->c == 0 && af->m >= partLen;
      if (!exactFits && (!af || af->m == 0 || __builtin_ctzll(af->m) >= 63 ||
                         (uint64_t(1) << __builtin_ctzll(af->m)) < partLen)) {
        error(loc, "RG0201",
              std::string(what) + " " + subject(param, idxText) +
                  " may collide: the parts of two threads can overlap",
              {noteShared(param),
               "each thread's part starts at `" + idxText + "` and has " +
                   std::to_string(partLen) +
                   " elements: the next thread's part starts inside it",
               "help: take parts `k * i .. k * i + k` (or "
               "`chunks_mut(k).nth(i)`), one per thread"});
        return false;
      }
    }
    key = partKey + key;
    std::vector<std::pair<std::string, std::string>> &mine = owners[param];
    for (auto &[other, otherText] : mine) {
      if (skip)
        break;
      if (sameElement(other, key) || disjoint(other, key) ||
          chainsDisjoint(other, key) || inOwnChunk(other, key))
        continue;
      error(loc, "RG0201",
            std::string(what) + " " + subject(param, idxText) +
                " may collide: two threads can access the same element",
            {noteShared(param),
             "`" + name(param) + "[" + otherText + "]` is accessed too: `" +
                 idxText + "` of one thread can equal `" + otherText +
                 "` of another",
             "help: access a `&mut` slice at one per-thread index only, "
             "or at `k * i + c` for one `k = 2^j * odd` and offsets `c` "
             "that differ modulo 2^j"});
      return false;
    }
    mine.push_back({key, idxText});
    owner.emplace(param, std::make_pair(key, idxText));
    WriteProof proof{name(param), idxText, ""};
    if (v.base == AbsVal::Gid) {
      proof.why = v.gridStride
                      ? "a grid-stride loop variable over the global id"
                      : "an injective function of the global id";
      facts.obligations.oneDimensional = true;
    } else if (v.base == AbsVal::BlockConst) {
      size_t at = v.fn.find("block_idx.x*");
      uint64_t c = std::stoull(v.fn.substr(at + 12));
      proof.why = "an injective function of block_idx.x * " +
                  std::to_string(c) +
                  " + thread_idx.x (blocks of at most " +
                  std::to_string(c) + " threads)";
      facts.obligations.oneDimensional = true;
      uint64_t &m = facts.obligations.maxBlockDim;
      m = m == 0 ? c : std::min(m, c);
    } else {
      proof.why =
          "an injective function of thread_idx.x (single-block launch)";
      facts.obligations.oneDimensional = true;
      facts.obligations.singleBlock = true;
    }
    if (proofFor)
      facts.writes[proofFor] = proof;
    return true;
  }

  /// The index `ix` computed from items of literal-array iterators: proven
  /// when every choice of their elements makes it injective, each choice
  /// an access of its own (so `2 * i + k`, k in [0, 1], is `2i` and
  /// `2i + 1`: disjoint). False when it does not apply (no error yet).
  bool itemAlternatives(ir::Loc loc, const char *what,
                        const ir::Inst *proofFor, unsigned param, unsigned ix,
                        const std::string &idxText) {
    if (!itemsOf)
      itemsOf = tv.arrayItems();
    std::vector<std::pair<unsigned, const std::vector<AbsVal> *>> used;
    size_t combos = 1;
    std::set<unsigned> deps = tv.dependsOn(ix);
    deps.insert(ix);
    for (unsigned d : deps)
      if (auto it = itemsOf->find(d); it != itemsOf->end()) {
        used.push_back({d, &it->second});
        combos *= it->second.size();
      }
    if (used.empty() || combos > 16)
      return false;
    std::vector<AbsVal> alts;
    for (size_t c = 0; c < combos; ++c) {
      std::map<unsigned, AbsVal> fixed;
      std::string key;
      for (size_t k = 0, rest = c; k < used.size(); ++k) {
        size_t n = used[k].second->size();
        fixed[used[k].first] = (*used[k].second)[rest % n];
        key += std::to_string(used[k].first) + "=" + std::to_string(rest % n) + ";";
        rest /= n;
      }
      auto &alt = altValues[key];
      if (!alt)
        alt = std::make_unique<ThreadValues>(f, false, statics, fixed);
      AbsVal a = alt->value(ix);
      if (a.kind != AbsVal::Injective)
        return false;
      alts.push_back(a);
    }
    for (const AbsVal &a : alts)
      if (!proveInjective(loc, what, proofFor, param, a, idxText))
        return true;
    if (proofFor && facts.writes.count(proofFor))
      facts.writes[proofFor].why =
          "for each element of the literal array its loop item takes, " +
          facts.writes[proofFor].why;
    return true;
  }

  void checkParam(ir::Loc loc, const ir::Place &p, const char *what,
                  const ir::Inst *proofFor, unsigned param) {
    bool isRead = std::string(what) == "read of";
    if (p.projs.size() < 2) {
      if (isRead)
        return; // `*y` as a whole is only ever read for its length
      error(loc, "RG0203",
            std::string(what) + " `*" + name(param) + "` as a whole",
            {noteShared(param), "only element writes `" + name(param) +
                                    "[i]` at a proven index are accepted"});
      return;
    }
    const ir::Projection &ix = p.projs[1];
    std::string idxText;
    std::string why;
    if (ix.kind == ir::Projection::Index) {
      idxText = tv.describe(ix.index);
      const AbsVal &v = tv.value(ix.index);
      if (v.kind == AbsVal::Injective) {
        proveInjective(loc, what, proofFor, param, v, idxText);
        return;
      }
      // `for k in [a, b] { y[f(k)] }`: one access per element the item can
      // be, each proven like a separate access (ArrayItems in ThreadValues)
      if (partKey.empty() &&
          itemAlternatives(loc, what, proofFor, param, ix.index, idxText))
        return;
      // `y[row * W + j]` with `j < W` proven (a `for j in 0..W` loop): an
      // element of the part `y[row * W..row * W + W]`, proven as that part
      // (Index2D::rowLoop says why `row * W + j` cannot wrap out of it).
      if (partKey.empty())
        if (std::optional<Index2D::RowLoop> rl =
                rowMajor.rowLoop(ix.index, /*exactRows=*/true);
            rl && tv.value(rl->base).kind == AbsVal::Injective) {
          ir::Place part = p;
          part.projs[1].index = rl->base;
          partLen = rl->len;
          partExact = rl->exact;
          if (partLen > 1)
            partKey = "part(" + std::to_string(partLen) + "):";
          partSubject = subject(param, idxText);
          checkParam(loc, part, what, proofFor, param);
          partKey.clear();
          partSubject.clear();
          partLen = 1;
          partExact = false;
          if (proofFor && facts.writes.count(proofFor)) {
            WriteProof &wp = facts.writes[proofFor];
            wp.index = idxText;
            wp.why = "in `" + tv.describe(rl->base) + " .. " +
                     tv.describe(rl->base) + " + " +
                     std::to_string(rl->len) + "` (the index adds a loop "
                     "item below " + std::to_string(rl->len) +
                     " to a multiple of it), whose start is " + wp.why;
          }
          return;
        }
      // A row loop of one thread per block or per warp: the block leader's
      // (`if thread_idx_x() == 0 { for j in 0..8 { y[b * 8 + j] = .. } }`,
      // b = block_idx_x(): thread 0 of block b alone, 1-D launch) and lane
      // 0's (`if lane_id() == 0 { for j in 0..4 { y[w * 4 + j] = .. } }`, w
      // = gid / 32: lane 0 of warp w alone, 1-D launch of whole warps)
      // access [r * m, r * m + 2^ctz(m)), disjoint across rows r for one
      // multiplier m (the key).
      if (partKey.empty())
        if (std::optional<Index2D::RowLoop> rl = rowMajor.rowLoop(ix.index)) {
          std::optional<uint64_t> m;
          const char *key = nullptr, *row = nullptr, *who = nullptr;
          bool warp = false;
          if ((m = rowMajor.leaderRow(rl->base)) &&
              rowMajor.leaderOnly(curBlock)) {
            key = "leader-row*", row = "block_idx.x";
            who = "thread 0 of each block (1-D launch)";
          } else if ((m = rowMajor.warpRow(rl->base)) &&
                     rowMajor.laneLeaderOnly(curBlock)) {
            key = "warp-row*", row = "the global warp number";
            who = "lane 0 of each warp (1-D launch of whole warps)";
            warp = true;
          }
          if (key) {
            std::string k = key + std::to_string(*m);
            auto [first, inserted] =
                owner.emplace(param, std::make_pair(k, idxText));
            if (inserted || first->second.first == k) {
              owners[param].push_back({k, idxText});
              facts.obligations.oneDimensional = true;
              facts.obligations.wholeWarps |= warp;
              if (proofFor)
                facts.writes[proofFor] = {
                    name(param), idxText,
                    "in `" + tv.describe(rl->base) + " .. " +
                        tv.describe(rl->base) + " + " +
                        std::to_string(rl->len) + "` (a loop item below " +
                        std::to_string(rl->len) + " added to " + row + " * " +
                        std::to_string(*m) + "), written only by " + who};
              return;
            }
          }
        }
      if (!partKey.empty()) {
        // a part's start: only the injective rule above
      } else if (std::optional<RowMajor> rm =
                     rowMajor.rowMajor(ix.index, curBlock);
                 rm && rm->field >= 0 && !rm->checked) {
        // `m[r * d.cols + c]` with the width a field of a struct
        // parameter at opt-level 3: the product wraps, and the launch
        // check cannot read the field to rule that out.
        fieldWidthWraps = fieldName(rm->width, rm->field);
      } else if (rm) {
        const unsigned *w = &rm->width;
        std::string wName =
            rm->field >= 0 ? fieldName(*w, rm->field) : name(*w);
        std::string key =
            "2d:" + std::to_string(*w) +
            (rm->field >= 0 ? "." + std::to_string(rm->field) : std::string()) +
            ":" + rm->fnKey;
        auto [first, inserted] =
            owner.emplace(param, std::make_pair(key, idxText));
        if (inserted || first->second.first == key) {
          owners[param].push_back({key, idxText});
          // A struct field width: `row * w + col` is overflow-checked (a
          // wrap panics), so only the 2-D shape is an obligation.
          if (rm->field >= 0)
            facts.obligations.rowMajorFieldWidth = true;
          else
            facts.obligations.rowMajorWidths.insert(*w);
          if (rm->field < 0 && rm->bits < 64) {
            auto [b, fresh] =
                facts.obligations.rowMajorBits.emplace(*w, rm->bits);
            if (!fresh)
              b->second = std::min(b->second, rm->bits);
          }
          for (int a = 0; a < 2; ++a) {
            uint64_t &m = facts.obligations.rowMajorMaxBlock[a];
            if (rm->maxBlockDim[a])
              m = m == 0 ? rm->maxBlockDim[a] : std::min(m, rm->maxBlockDim[a]);
          }
          facts.obligations.rowMajorIdsK =
              std::max(facts.obligations.rowMajorIdsK, rm->idsK);
          if (proofFor)
            facts.writes[proofFor] = {
                name(param), idxText,
                "a row-major 2-D index: row * `" + wName +
                    "` + col of 2-D ids, under `col < " + wName + "`" +
                    (rm->idsK ? " (the row `block_idx * " +
                                    std::to_string(rm->idsK) +
                                    " + thread_idx + k`, k stepped by the "
                                    "block height)"
                              : "") +
                    (rm->field >= 0 ? " (overflow-checked: a wrap panics)"
                                    : "")};
          return;
        }
      }
      // `out[(z * ny + y) * nx + x]` under `x < nx && y < ny`: the three
      // axes' ids in mixed radix, one element per thread (Index2D::rowMajor3;
      // the launch keeps ids * ny * nx within the index's width: fits_3d).
      if (partKey.empty())
        if (std::optional<RowMajor3> r3 =
                rowMajor.rowMajor3(ix.index, curBlock)) {
          std::string key = "3d:" + std::to_string(r3->height) + ":" +
                            std::to_string(r3->width) +
                            ":x=" + std::string(1, r3->xAxis);
          auto [first, inserted] =
              owner.emplace(param, std::make_pair(key, idxText));
          if (inserted || first->second.first == key) {
            owners[param].push_back({key, idxText});
            auto [b, fresh] = facts.obligations.rowMajor3.emplace(
                std::make_pair(r3->height, r3->width), r3->bits);
            if (!fresh)
              b->second = std::min(b->second, r3->bits);
            if (proofFor)
              facts.writes[proofFor] = {
                  name(param), idxText,
                  "a row-major 3-D index: (z * `" + name(r3->height) +
                      "` + y) * `" + name(r3->width) +
                      "` + x of the three axes' ids, under `y < " +
                      name(r3->height) + "` and `x < " + name(r3->width) +
                      "`"};
            return;
          }
        }
      // y[block_idx_x() * n + j], j a block-stride counter below n: one row
      // per block, the block's threads on distinct columns
      // (Index2D::blockRow says why nothing wraps).
      if (partKey.empty())
        if (std::optional<unsigned> n = rowMajor.blockRow(ix.index)) {
          std::string key = "brow:" + std::to_string(*n);
          auto [first, inserted] =
              owner.emplace(param, std::make_pair(key, idxText));
          if (inserted || first->second.first == key) {
            owners[param].push_back({key, idxText});
            facts.obligations.oneDimensional = true;
            facts.obligations.rowWidths.insert(*n);
            if (proofFor)
              facts.writes[proofFor] = {
                  name(param), idxText,
                  "block_idx.x * `" + name(*n) +
                      "` + j, j = thread_idx.x + k * block_dim.x below `" +
                      name(*n) + "` (one row per block, 1-D launch)"};
            return;
          }
        }
      // y[row * n + c], c an item of `(lo..n).step_by(S)`: a row per block
      // (lo = thread_idx_x(), blocks of at most S threads) or per D
      // consecutive global ids (row = gid / D, lo = gid % D, D <= S); the
      // threads of a row on distinct columns mod S (Index2D::stepRow says
      // why nothing wraps).
      if (partKey.empty())
        if (std::optional<Index2D::StepRow> sr = rowMajor.stepRow(ix.index)) {
          std::string s = std::to_string(sr->step),
                      dv = std::to_string(sr->div);
          std::string key =
              (sr->div ? "grow(" + dv + "):" : std::string("brow:")) +
              std::to_string(sr->n) + "/" + s;
          auto [first, inserted] =
              owner.emplace(param, std::make_pair(key, idxText));
          if (inserted || first->second.first == key) {
            owners[param].push_back({key, idxText});
            facts.obligations.oneDimensional = true;
            facts.obligations.rowWidths.insert(sr->n);
            if (!sr->div) {
              uint64_t &mb = facts.obligations.stepRowMaxBlock;
              mb = mb == 0 ? sr->step : std::min(mb, sr->step);
            }
            if (proofFor)
              facts.writes[proofFor] = {
                  name(param), idxText,
                  sr->div
                      ? "(gid / " + dv + ") * `" + name(sr->n) +
                            "` + c, c = gid % " + dv + " + k * " + s +
                            " below `" + name(sr->n) + "` (one row per " + dv +
                            " global ids, 1-D launch)"
                      : "block_idx.x * `" + name(sr->n) +
                            "` + c, c = thread_idx.x + k * " + s + " below `" +
                            name(sr->n) + "` (one row per block of at most " +
                            s + " threads, 1-D launch)"};
            return;
          }
        }
      // out[block_idx_x()] written only by thread 0 of each block.
      if (partKey.empty() && rowMajor.isBlockIdxX(ix.index) &&
          rowMajor.leaderOnly(curBlock)) {
        auto [first, inserted] =
            owner.emplace(param, std::make_pair("leader", idxText));
        if (inserted || first->second.first == "leader") {
          owners[param].push_back({"leader", idxText});
          facts.obligations.oneDimensional = true;
          if (proofFor)
            facts.writes[proofFor] = {name(param), idxText,
                                      "block_idx.x, written only by thread 0 "
                                      "of each block (1-D launch)"};
          return;
        }
      }
      // out[gid / 32] written only by lane 0 of each warp: in blocks of
      // whole warps (1-D), lane 0 is gid % 32 == 0, one thread per warp.
      if (partKey.empty() && rowMajor.isWarpOfGid(ix.index) &&
          rowMajor.laneLeaderOnly(curBlock)) {
        auto [first, inserted] =
            owner.emplace(param, std::make_pair("warp", idxText));
        if (inserted || first->second.first == "warp") {
          owners[param].push_back({"warp", idxText});
          facts.obligations.oneDimensional = true;
          facts.obligations.wholeWarps = true;
          if (proofFor)
            facts.writes[proofFor] = {name(param), idxText,
                                      "the global warp number, written only "
                                      "by lane 0 of each warp (1-D launch of "
                                      "whole warps)"};
          return;
        }
      }
      bool literal = !idxText.empty() && idxText.find_first_not_of(
                                             "0123456789") == std::string::npos;
      switch (literal ? AbsVal::Invariant : v.kind) {
      case AbsVal::Invariant:
      case AbsVal::GridUniform:
      case AbsVal::BlockUniform:
        why = "the index is the same for every thread of a block";
        break;
      default:
        why = "the index is not an injective function of the thread id "
              "(rsgpu-gen "
              "accepts the global id, thread_idx.x or block_idx.x * C + "
              "thread_idx.x, "
              "shifted by an invariant, scaled by an odd constant, or a "
              "grid-stride "
              "loop variable)";
      }
      if (!fieldWidthWraps.empty()) {
        why = "`" + idxText + "` is a row-major index whose width `" +
               fieldWidthWraps +
               "` is a field of a struct parameter: with wrapping "
               "arithmetic (opt-level 3) the product can wrap onto another "
               "thread's element, and the launch check cannot read a "
               "struct field to rule that out (pass the width as a scalar "
               "parameter)";
        fieldWidthWraps.clear();
      }
    } else if (ix.kind == ir::Projection::ConstIndex) {
      idxText = (ix.fromEnd ? "len - " : "") + std::to_string(ix.offset);
      why = "the index is the same for every thread";
    } else {
      error(loc, "RG0203",
            std::string(what) + " a sub-slice of `" + name(param) + "`",
            {noteShared(param),
             "only element writes at a proven index are accepted"});
      return;
    }
    error(loc, "RG0201",
          std::string(what) + " " + subject(param, idxText) +
              " may collide: two threads can " +
              (isRead ? "access" : "write") + " the same element",
          {noteShared(param), why,
           "help: index with the global id (`block_idx_x() * block_dim_x() + "
           "thread_idx_x()`), use a grid-stride loop, or an `Atomic`"});
  }

  const ir::Function &f;
  ThreadValues tv;
  Index2D rowMajor;
  const ir::Module *mod = nullptr;
  /// `d.cols` for field k of the struct parameter d (`d.k` when unknown).
  std::string fieldName(unsigned local, int k) const {
    std::string n = std::to_string(k);
    const ir::Type *t = f.locals[local].type;
    if (mod && t && t->kind == ir::Type::Struct)
      if (const ir::StructDef *sd = mod->findStruct(t->name))
        if (k >= 0 && size_t(k) < sd->fields.size())
          n = sd->fields[k].name;
    return name(local) + "." + n;
  }
  /// Set by checkParam when a row-major index with a struct field width
  /// is refused only because it wraps (the note of its RG0201).
  std::string fieldWidthWraps;
  unsigned curBlock = 0;
  size_t curIdx = 0;
  std::optional<HandleFlow> flow;
  const std::vector<ir::StaticDef> *statics = nullptr;
  std::optional<std::map<unsigned, std::vector<AbsVal>>> itemsOf;
  std::map<std::string, std::unique_ptr<ThreadValues>> altValues;
  DiagEngine &diags;
  KernelFacts &facts;
  std::map<unsigned, unsigned> root; ///< local -> the &mut parameter it is
  /// `split_at_mut` results: (parameter, split point, the call).
  struct Split {
    unsigned param;
    ir::Value mid;
    const ir::Inst *call;
    unsigned src; ///< the local split
  };
  std::map<unsigned, Split> splits;
  /// A half of a split: (0 head / 1 tail, the split point).
  std::map<unsigned, std::pair<unsigned, ir::Value>> half;
  /// The split halves each alias names (PartChains.h).
  PartChains chains;
  /// While a part is checked: its key prefix, its name, its length; the
  /// tail's offset in diagnostics.
  std::string partKey, partSubject, idxPrefix;
  uint64_t partLen = 1;
  /// The part is rowLoop's exact row (Index2D::RowLoop::exact).
  bool partExact = false;
  /// parameter -> (the index function of its first proven access, its text)
  std::map<unsigned, std::pair<std::string, std::string>> owner;
  /// parameter -> every injective index function accessed (key, text)
  std::map<unsigned, std::vector<std::pair<std::string, std::string>>> owners;

  /// `base:[add_w(]mul_w(X,m)[,c)]`: (base + the product's text, m, c).
  struct Affine {
    std::string core;
    uint64_t m = 0;
    int64_t c = 0;
    std::string addW; ///< the add's width text ("64"), "" without an add
  };
  static std::optional<Affine> affine(const std::string &key) {
    size_t colon = key.find(':');
    if (colon == std::string::npos)
      return std::nullopt;
    std::string base = key.substr(0, colon + 1), fn = key.substr(colon + 1);
    Affine a;
    if (fn.rfind("add", 0) == 0 && fn.back() == ')') {
      size_t open = fn.find('('), comma = fn.rfind(',');
      if (open == std::string::npos || comma == std::string::npos ||
          comma < open)
        return std::nullopt;
      std::string c = fn.substr(comma + 1, fn.size() - comma - 2);
      if (c.empty() ||
          c.find_first_not_of("-0123456789") != std::string::npos ||
          c.size() > 18)
        return std::nullopt;
      a.c = std::stoll(c);
      a.addW = fn.substr(3, open - 3);
      fn = fn.substr(open + 1, comma - open - 1);
    }
    if (fn.rfind("mul", 0) != 0 || fn.back() != ')')
      return std::nullopt;
    size_t comma = fn.rfind(',');
    std::string m = fn.substr(comma + 1, fn.size() - comma - 2);
    if (m.empty() || m.find_first_not_of("0123456789") != std::string::npos ||
        m.size() > 18)
      return std::nullopt;
    a.m = std::stoull(m);
    a.core = base + fn;
    return a;
  }
  /// Two index functions no two threads can meet at: `X * m + c1` and
  /// `X * m + c2` (one product, m = 2^j * odd) with c1 != c2 modulo 2^j.
  /// The product is a multiple of 2^j modulo 2^w (j < w: the mul rule), so
  /// the indices keep their offsets' residues modulo 2^j, whatever wraps.
  static bool disjoint(const std::string &a, const std::string &b) {
    std::string ra, rb; // at one offset into the parameter
    if (!sameOffset(a, b, &ra, &rb))
      return false;
    std::optional<Affine> x = affine(ra), y = affine(rb);
    if (!x || !y || x->core != y->core || x->m == 0)
      return false;
    unsigned j = __builtin_ctzll(x->m);
    uint64_t mask = (uint64_t(1) << j) - 1;
    if (((uint64_t(x->c) ^ uint64_t(y->c)) & mask) != 0)
      return true;
    return x->c != y->c && exactOffsets(*x) && exactOffsets(*y);
  }
  /// `X * m + c` with X the id itself (`gid`, `tid`, `block_idx.x * C +
  /// tid`: below 2^32 under its proof's launch obligation), the product
  /// and the add in 64 bits, m <= 2^31 and 0 <= c < m: the value is the
  /// mathematical one (below 2^32 * 2^31 + 2^31 < 2^63, whatever the
  /// arithmetic's overflow flavour), in [X * m, X * m + m), so two such
  /// indices with distinct offsets never meet across threads
  /// (`out[r * 3]`, `out[r * 3 + 1]`: Index2D::exactRow's argument for
  /// constant offsets).
  static bool exactOffsets(const Affine &a) {
    if (a.c < 0 || uint64_t(a.c) >= a.m || a.m > (uint64_t(1) << 31) ||
        (!a.addW.empty() && a.addW != "64"))
      return false;
    size_t colon = a.core.find(':');
    std::string fn = a.core.substr(colon + 1);
    std::string head = "mul64(", tail = "," + std::to_string(a.m) + ")";
    if (fn.rfind(head, 0) != 0 || fn.size() < head.size() + tail.size() ||
        fn.compare(fn.size() - tail.size(), tail.size(), tail) != 0)
      return false;
    std::string x =
        fn.substr(head.size(), fn.size() - head.size() - tail.size());
    if (x == "gid" || x == "tid")
      return true;
    // block_idx.x*C+tid
    return x.rfind("block_idx.x*", 0) == 0 && x.size() > 16 &&
           x.compare(x.size() - 4, 4, "+tid") == 0 &&
           x.find_first_not_of("0123456789", 12) == x.size() - 4;
  }
  bool ok = true;
};
} // namespace

bool rsgpu::analysis::checkWriteUniqueness(const ir::Module &m,
                                           DiagEngine &diags,
                                           ModuleFacts &facts) {
  bool ok = true;
  for (const ir::Function &f : m.functions) {
    if (!f.isKernel)
      continue;
    ok &= WriteChecker(f, m, diags, facts.kernels[&f]).run();
  }
  return ok;
}

bool rsgpu::analysis::runAnalyses(const ir::Module &m, DiagEngine &diags,
                                  ModuleFacts &facts) {
  bool ok = checkWriteUniqueness(m, diags, facts);
  ok &= checkBarrierUniformity(m, diags, facts);
  ok &= checkClusterUniformity(m, diags);
  ok &= checkWarpSyncMasks(m, diags);
  ok &= checkSharedPhases(m, diags, facts);
  proveBounds(m, facts);
  return ok;
}
