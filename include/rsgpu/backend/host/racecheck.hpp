#pragma once
// racecheck and memcheck: every access through an rsgpu view, in a launch with
// Check::Race or Check::Mem, lands here with its address, size and kind.
//
// Ordering ("happens before") between two accesses of one launch:
//  - the same thread;
//  - same block, and a Block::sync() completed in between (block epoch);
//  - same cluster, and a Cluster::sync() completed in between (cluster epoch);
//  - same warp, and a warp collective joined the two lanes in between (32-lane
//    vector clocks per thread, joined at each completed collective).
// Nothing else orders accesses within a launch: blocks of different clusters
// are never ordered, whether they ran in parallel or one after the other, so
// a global-memory race across blocks is found deterministically. Two atomic
// accesses never race; atomics do not order other accesses (see docs).
#include <algorithm>
#include <cstdio>
#include <string>

#include "scheduler.hpp"

namespace rsgpu::detail::host {

namespace racecheck_detail {

inline unsigned char rec_kind(Access k) { return (unsigned char)(unsigned(k) + 1); }

inline const char *kind_name(unsigned char k) { // AccessRec::kind (Access + 1)
  switch (Access(k - 1)) {
  case Access::Read:
  case Access::BorrowRead: return "read";
  case Access::Write: return "write";
  case Access::Atomic: return "atomic";
  }
  return "?";
}

struct Checker {
  Unit &u;
  unsigned slot;         // the running thread's slot in the unit
  const BlockRt &b;      // its block
  const Knowledge &know; // what it acquired through atomics
  AccessRec me;
  std::uintptr_t here = 0; // the cell's granule: its address / granule + 1

  /// `through_atomics`: also by what the thread acquired through atomics.
  bool ordered(const AccessRec &o, bool through_atomics = true) const {
    if (o.cepoch < u.cepoch && u.holds_block(o.block)) return true;
    if (o.block == me.block) {
      if (o.bepoch < b.epoch) return true;
      return o.thread / 32 == me.thread / 32 && u.clock(slot, o.thread % 32) >= o.wclock;
    }
    return through_atomics && (covers(know, o) || covers(b.know, o));
  }

  /// o is this thread's, at the time of this access (no block or cluster
  /// barrier and no warp collective of its since).
  bool same_time(const AccessRec &o) const {
    return o.same_thread(me) && o.bepoch == me.bepoch && o.cepoch == me.cepoch &&
           o.wclock == me.wclock;
  }

  bool conflicts(const AccessRec &o) const {
    if (o.empty() || !(o.mask & me.mask) || o.same_thread(me)) return false;
    if (o.kind == me.kind && o.kind != rec_kind(Access::Write))
      return false; // two reads, or two atomics
    return !ordered(o);
  }

  std::string thread_text(const AccessRec &o) const {
    const LaunchState &L = *u.L;
    return "block " + dim_text(unlinear(L.grid, o.block)) + " thread " +
           dim_text(unlinear(L.block, o.thread));
  }

  [[noreturn]] void report(const AccessRec &o, const std::string &where) const {
    u.L->fail(Error(ErrorKind::DataRace,
                    "racecheck: data race in kernel " + u.L->kernel_name + " on " + where +
                        ": " + kind_name(o.kind) + " by " + thread_text(o) + " and " +
                        kind_name(me.kind) + " by " + thread_text(me) +
                        " are not ordered by a barrier, warp collective or cluster "
                        "barrier"));
    throw KernelAbort{};
  }

  /// Whether race(c) would drop a record of bytes this access does not touch
  /// (a write replaces the cell's records, a read its readers'; both bytes'
  /// records are kept when one thread at one time accesses them in one
  /// kind): then the granule's records must be kept byte by byte (a thread
  /// writing its u8 element of a granule three others' elements share must
  /// not make the others' writes forgotten). Never for a whole-granule access.
  bool splits(const Cell &c) const {
    if (me.mask == 15) return false;
    auto drops = [&](const AccessRec &o) {
      return !o.empty() && (o.mask & ~me.mask) && !(o.kind == me.kind && same_time(o));
    };
    return (me.kind != rec_kind(Access::Read) && drops(c.w)) || drops(c.r1) || drops(c.r2);
  }

  /// Update the cell; returns the earlier access this one races with, if any.
  /// `w` holds the last write or atomic, r1 and r2 reads, and (after an
  /// atomic) the atomics of other threads the last one is not ordered after:
  /// atomics do not race with each other, but a later plain access of any of
  /// their threads still races with the others'.
  // (always in line: with the split paths' calls GCC stopped inlining it into
  // check_access_full, and checked block reductions took 5 % more)
  [[gnu::always_inline]] const AccessRec *race(Cell &c) {
    if (c.launch() != u.L->id) c.reset_records(u.L->id);
    if (conflicts(c.w)) return &c.w;
    // An atomic of another thread kept in a reader's slot beside this
    // thread's own last atomic (`w`) was not ordered before that atomic when
    // it was made; what that atomic then acquired through this location does
    // not order it before this thread's plain accesses either (CUDA's atomics
    // are relaxed: an RMW chain on one address carries no order); barriers,
    // collectives and cluster barriers still do, and so does what the thread
    // acquired through atomics on other locations (a ticket; Slot::atomic_sites).
    auto kept = [&](const AccessRec &o) {
      if (conflicts(o)) return true;
      if (!(o.kind == rec_kind(Access::Atomic) && me.kind != o.kind && c.w.kind == o.kind &&
            c.w.same_thread(me) && !o.same_thread(me) && (o.mask & me.mask)))
        return false;
      if (ordered(o, false)) return false;
      if (!u.fast())
        for (const Slot::AtomicSite &s : u.slots[slot].atomic_sites)
          if (s.other_than(here) && covers(s.acquired, o)) return false;
      return true;
    };
    if (me.kind == rec_kind(Access::Read)) {
      // An atomic kept in a reader's slot (reads never conflict with reads).
      if (c.r1.kind == rec_kind(Access::Atomic) && kept(c.r1)) return &c.r1;
      if (c.r2.kind == rec_kind(Access::Atomic) && kept(c.r2)) return &c.r2;
      // A read of bytes this thread wrote at the same time (no barrier, no
      // cluster barrier, no collective since): whatever races with the read
      // races with that write, so the cell keeps the write alone (a read
      // after its own write, `p.x += 1; if (p.x > 0)`, stays a word).
      // (An atomic's record sits in `w` too: a plain read after the thread's
      // own atomic still races with another thread's atomic.)
      if (c.w.kind == rec_kind(Access::Write) && same_time(c.w) && !(me.mask & ~c.w.mask))
        return nullptr;
      auto replaceable = [&](const AccessRec &r) {
        return r.empty() || r.same_thread(me) || ordered(r);
      };
      // The thread's own read at the same time: the bytes of both are read.
      for (const AccessRec *r : {&c.r1, &c.r2})
        if (r->kind == me.kind && same_time(*r)) me.mask |= r->mask;
      if (replaceable(c.r1)) {
        c.r1 = me;
        if (!c.r2.empty() && replaceable(c.r2)) c.r2 = AccessRec{};
      } else if (replaceable(c.r2)) {
        c.r2 = me; // two unordered readers: any unordered writer conflicts with one
      } else if (c.r1.block == c.r2.block && me.block != c.r1.block) {
        // Two readers of one block, this one of another: a writer of their
        // block that a barrier orders after both is not ordered after this
        // read. Keep it in place of the older of the two (a barrier that
        // orders the newer one orders the older one too).
        (c.r1.bepoch < c.r2.bepoch ? c.r1 : c.r2) = me;
      } else if (me.block != c.r1.block && me.block != c.r2.block) {
        // Readers of two other blocks, neither ordered before this one: a
        // writer ordered after both (an atomic ticket each took) is not
        // ordered after this read. It takes the older one's slot, which goes
        // to the cell's further records: a block's later readers then find
        // their block in the cell (a read of every thread of every block
        // takes the further records' lock once per block, not per read).
        more_read(c, c.r1);
        c.r1 = c.r2;
        c.r2 = me;
      }
      return nullptr;
    }
    if (kept(c.r1)) return &c.r1;
    if (kept(c.r2)) return &c.r2;
    if (c.more() && more_hit(c, kept)) return &hit_;
    if (c.w.kind == me.kind && same_time(c.w)) me.mask |= c.w.mask; // both written
    AccessRec keep[2];
    unsigned nk = 0;
    if (me.kind == rec_kind(Access::Atomic))
      for (const AccessRec *o : {&c.w, &c.r1, &c.r2})
        if (o->kind == me.kind && !o->same_thread(me) && !ordered(*o) && nk < 2 &&
            !(nk == 1 && keep[0].same_thread(*o)))
          keep[nk++] = *o;
    c.w = me;
    c.r1 = keep[0];
    c.r2 = keep[1];
    if (c.more()) more_write(c);
    return nullptr;
  }

  AccessRec hit_{}; // a record of MoreRecords that race() returns

  /// Whether this write or atomic races with one of c's further records (all
  /// reads); hit_ then holds it.
  template <class Kept> [[gnu::noinline]] bool more_hit(Cell &c, Kept &kept) {
    bool found = false;
    MoreRecords::get().with(u.L->id, c, [&](MoreRecords::List &l) {
      for (const AccessRec &o : l)
        if (kept(o)) {
          hit_ = o;
          found = true;
          return;
        }
    });
    return found;
  }

  /// A reader `o` that leaves its slot of c for this read (race()): kept
  /// among c's further records. Records this read stands for go (its
  /// thread's own reads of no other bytes, reads ordered before it: it stays
  /// in c, and leaves only for the further records or for a read that stands
  /// for it in turn); a block keeps two readers there at its newest barrier
  /// epoch, as a cell does.
  [[gnu::noinline]] void more_read(Cell &c, const AccessRec &o) {
    MoreRecords &m = MoreRecords::get();
    m.with(u.L->id, c, [&](MoreRecords::List &l) {
      std::size_t n = 0, same_block = 0, a = 0, b = 0;
      for (const AccessRec &e : l) {
        if (e.kind == me.kind && !(e.mask & ~me.mask) && (e.same_thread(me) || ordered(e)))
          continue; // whatever races with e races with this read
        if (e.block == o.block) (same_block++ ? b : a) = n;
        l[n++] = e;
      }
      l.resize(n);
      if (same_block >= 2) { // in place of the older of its block, if older
        AccessRec &x = l[l[a].bepoch < l[b].bepoch ? a : b];
        if (x.bepoch < o.bepoch) x = o;
        return;
      }
      if (l.size() < MoreRecords::per_cell && m.room()) l.push_back(o);
    });
  }

  /// A write or atomic replaced c's records: its further records now are
  /// those of bytes it did not touch (they still race with later accesses of
  /// those bytes; the others race with whatever races with this access).
  [[gnu::noinline]] void more_write(Cell &c) {
    MoreRecords::get().with(u.L->id, c, [&](MoreRecords::List &l) {
      std::size_t n = 0;
      for (const AccessRec &o : l)
        if (o.mask & ~me.mask) l[n++] = o;
      l.resize(n);
    });
  }
};

/// A cell's records in a compact word: its encoding, 0 when none, or
/// ShadowWord::full when they need a cell (always on a shared page).
inline std::uint64_t pack_cell(const Cell &c, bool shared) {
  using W = ShadowWord;
  const AccessRec *one = nullptr;
  int n = 0;
  for (const AccessRec *r : {&c.w, &c.r1, &c.r2})
    if (!r->empty()) ++n, one = r;
  if (n == 1 && !shared && W::fits(*one) && (one->kind == rec_kind(Access::Read)) == (one != &c.w))
    return W::encode(*one);
  return n > 0 ? W::full : 0;
}

/// A granule splits (Checker::splits): byte j of `to` (four cells) gets the
/// records of c that touch it, with its bit as mask, tagged `id`.
[[gnu::noinline]] inline void split_cell(const Cell &c, Cell *to, std::uint32_t id) {
  for (unsigned j = 0; j < granule; ++j) {
    to[j].reset_records(id);
    AccessRec *t[3] = {&to[j].w, &to[j].r1, &to[j].r2};
    const AccessRec *f[3] = {&c.w, &c.r1, &c.r2};
    for (int q = 0; q < 3; ++q)
      if (f[q]->mask >> j & 1) {
        *t[q] = *f[q];
        t[q]->mask = (unsigned char)(1u << j);
      }
  }
}

/// A granule that splits (split_cell) had further records (MoreRecords):
/// byte j's cell `to[j]` gets those that touch it, with its bit as mask.
[[gnu::noinline]] inline void split_more(std::uint32_t id, Cell &from, Cell *const *to) {
  MoreRecords &m = MoreRecords::get();
  MoreRecords::List l;
  m.with(id, from, [&](MoreRecords::List &f) { l.swap(f); });
  for (unsigned j = 0; j < granule; ++j)
    m.with(id, *to[j], [&](MoreRecords::List &t) {
      for (AccessRec o : l)
        if (o.mask >> j & 1) {
          o.mask = (unsigned char)(1u << j);
          t.push_back(o);
        }
    });
}

/// An access to a split granule of shared memory: each of its bytes' cells
/// (`bc`, four) with the usual rules; the record it races with, if any.
[[gnu::noinline]] inline const AccessRec *race_bytes(Checker &ck, Cell *bc) {
  const AccessRec me = ck.me;
  for (unsigned j = 0; j < granule; ++j) {
    if (!(me.mask >> j & 1)) continue;
    ck.me = me;
    ck.me.mask = (unsigned char)(1u << j);
    if (const AccessRec *o = ck.race(bc[j])) return o;
  }
  ck.me = me;
  return nullptr;
}

/// An access to split granule g of global memory (under its page's lock):
/// each byte's word (or cell) of the page's ByteChunk with the granule
/// word's rules; whether it races, with `hit` the record it races with.
/// `shared`: a shared page (records only in cells, each tagged with its launch).
[[gnu::noinline]] inline bool race_split_word(Checker &ck, GlobalShadow &sh, std::size_t g,
                                              bool shared, AccessRec &hit) {
  using W = ShadowWord;
  GlobalShadow::ByteChunk &bc = sh.bytes(g);
  const std::uint32_t id = ck.u.L->id;
  const AccessRec me = ck.me;
  for (unsigned j = 0; j < granule; ++j) {
    if (!(me.mask >> j & 1)) continue;
    ck.me = me;
    ck.me.mask = (unsigned char)(1u << j);
    const std::size_t i = (g % W::page) * granule + j;
    std::atomic<std::uint64_t> &bw = bc.words[i];
    const std::uint64_t v = bw.load(std::memory_order_relaxed);
    if (v & W::full) {
      Cell &c = bc.cell(i);
      if (!shared) c.retag(id);
      if (const AccessRec *o = ck.race(c)) return hit = *o, true;
      continue;
    }
    Cell c;
    c.reset_records(id);
    // (on a shared page a word's record has no launch: dropped)
    if (W::kind(v) && !shared) (W::kind(v) == rec_kind(Access::Read) ? c.r1 : c.w) = W::decode(v);
    if (const AccessRec *o = ck.race(c)) return hit = *o, true;
    const std::uint64_t nv = pack_cell(c, shared);
    if (nv == W::full) bc.cell(i) = c;
    bw.store(nv, std::memory_order_relaxed);
  }
  ck.me = me;
  return false;
}

/// Granule g of global memory splits (under its page's lock): its records
/// (`c`) move into the page's ByteChunk, byte by byte.
[[gnu::noinline]] inline void split_word(Cell &c, GlobalShadow &sh, std::size_t g,
                                         std::uint32_t id, bool shared) {
  using W = ShadowWord;
  GlobalShadow::ByteChunk &bc = sh.bytes(g);
  Cell b[granule];
  split_cell(c, b, id);
  Cell *to[granule];
  for (unsigned j = 0; j < granule; ++j) {
    const std::size_t i = (g % W::page) * granule + j;
    // (a byte with further records keeps a cell: split_more's lists are its)
    const std::uint64_t nv = c.more() ? W::full : pack_cell(b[j], shared);
    to[j] = &bc.cell(i);
    if (nv == W::full) bc.cell(i) = b[j];
    bc.words[i].store(nv, std::memory_order_relaxed);
  }
  if (c.more()) split_more(id, c, to);
}

} // namespace racecheck_detail

/// Whether a page tagged `tg` must be shared by launch `id`'s first access to
/// it rather than cleared (ShadowWord::shared_page): another launch is
/// running, and the page is shared already or tagged by a running launch.
inline bool page_stays_shared(std::uint32_t tg, std::uint32_t id) {
  if (tg == 0 || tg == id) return false;
  RunningLaunches &rl = RunningLaunches::get();
  return rl.others() && (tg == ShadowWord::shared_page || rl.running(tg));
}

/// The first access of launch `id` to page pg of sh (its tag is not id),
/// under the page's lock. The page's records are an earlier launch's: they
/// are cleared (init bits stay) and the page tagged `id`. Or the launch that
/// tagged it is still running (two launches on disjoint borrows of one
/// buffer at once): then its records move into cells tagged with that launch
/// and the page becomes shared (ShadowWord::shared_page), so neither clears
/// the other's. Returns whether the page is shared.
inline bool first_access_to_page(GlobalShadow &sh, std::size_t pg, std::uint32_t id) {
  using W = ShadowWord;
  std::atomic<std::uint32_t> &tag = sh.page_launch[pg];
  const std::uint32_t tg = tag.load(std::memory_order_relaxed);
  const std::size_t end = std::min(sh.n, (pg + 1) * W::page);
  if (!page_stays_shared(tg, id)) {
    for (std::size_t i = pg * W::page; i < end; ++i) {
      std::uint64_t v = sh.words[i].load(std::memory_order_relaxed);
      if (!(v & W::records)) continue;
      // A shared page whose other launches have ended: this launch's own
      // cells stay (its records), the others go.
      bool keep = false;
      if (tg == W::shared_page && W::is_split(v)) {
        GlobalShadow::ByteChunk &bc = sh.bytes(i);
        for (unsigned j = 0; j < granule; ++j) {
          const std::size_t b = (i % W::page) * granule + j;
          if (!(bc.words[b].load(std::memory_order_relaxed) & W::full)) continue;
          if (bc.cell(b).launch() == id) keep = true;
          else bc.words[b].store(0, std::memory_order_relaxed);
        }
      } else if (tg == W::shared_page && (v & W::full)) {
        keep = sh.cell(i).launch() == id;
      }
      if (!keep) sh.words[i].store(v & W::init, std::memory_order_relaxed);
    }
    tag.store(id, std::memory_order_release);
    return false;
  }
  if (tg == W::shared_page) return true;
  auto to_cell = [&](std::uint64_t v, Cell &c) {
    c.reset_records(tg);
    if (W::kind(v))
      (W::kind(v) == racecheck_detail::rec_kind(Access::Read) ? c.r1 : c.w) = W::decode(v);
  };
  for (std::size_t i = pg * W::page; i < end; ++i)
    for (;;) {
      std::uint64_t v = sh.words[i].load(std::memory_order_relaxed);
      if (!(v & W::records)) break;
      if (W::is_split(v)) { // its bytes' words (only used under this lock)
        GlobalShadow::ByteChunk &bc = sh.bytes(i);
        for (unsigned j = 0; j < granule; ++j) {
          const std::size_t b = (i % W::page) * granule + j;
          const std::uint64_t bv = bc.words[b].load(std::memory_order_relaxed);
          if (!bv || (bv & W::full)) continue; // a cell: tagged already
          to_cell(bv, bc.cell(b));
          bc.words[b].store(W::full, std::memory_order_relaxed);
        }
        break;
      }
      if (v & W::full) break; // a cell, tagged with its launch
      to_cell(v, sh.cell(i));
      // (a compare-exchange: the tagging launch's lock-free path may change it)
      if (sh.words[i].compare_exchange_strong(v, (v & W::init) | W::full,
                                              std::memory_order_relaxed))
        break;
    }
  tag.store(W::shared_page, std::memory_order_release);
  return true;
}

/// Check one access of `bytes` bytes at p; throws KernelAbort after recording
/// an Error when it races or is a memory error. For an atomic with racecheck
/// on it returns the lock of p's stripe, held: the caller performs the atomic
/// operation and then unlocks it, so that the order in which atomics on one
/// address acquire and release racecheck's knowledge is the order in which
/// their operations reach memory (otherwise a fetch_add that comes last in
/// memory may have taken its knowledge before an earlier one released).
/// Only a caller that asks (`hold`, record_atomic) gets it held; otherwise the
/// bookkeeping is done under the lock and nothing stays locked.
/// `tested`: a deferred read whose bytes were found not all poison when it
/// was made (access_replay.hpp): memcheck has nothing left to ask of it.
[[gnu::noinline]] inline std::mutex *check_access_full(const void *p, std::size_t bytes,
                                                       Access k, bool hold,
                                                       bool tested = false) {
  if (!bytes) return nullptr;
  ThreadState &t = current();
  Unit &u = unit_of(t);
  // The fast path (threads that have not waited yet) keeps no slots; an
  // atomic needs the thread's own knowledge: leave the fast path first.
  if (u.fast() && k == Access::Atomic && u.race) u.current_slot();
  LaunchState &L = *u.L;
  const unsigned bi = t.slot / u.threads_per_block(), rank = t.rank;
  static const Knowledge none;
  const Knowledge &know = u.fast() ? none : u.slots[t.slot].know;
  auto who = [&] { return u.who(bi, rank); };

  std::uintptr_t base;
  bool poisoned;
  Region *region = nullptr; // global memory: host copies are initialising writes
  int a = u.arena_of(p);
  if (a >= 0) {
    base = reinterpret_cast<std::uintptr_t>(u.blocks[unsigned(a)].arena->base());
    poisoned = u.mem;
  } else {
    Region *r = Registry::get().find(p);
    if (!r) return nullptr; // not device memory: not instrumented (docs/emulator.md)
    if (u.mem && !r->alive.load(std::memory_order_acquire)) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "%p", p);
      L.fail(Error(ErrorKind::MemoryError,
                   "memcheck: kernel " + L.kernel_name + ": " +
                       racecheck_detail::kind_name(racecheck_detail::rec_kind(k)) + " of " +
                       std::to_string(bytes) + " bytes at " + buf + " (byte offset " +
                       std::to_string(reinterpret_cast<std::uintptr_t>(p) - r->base) +
                       " of a freed " + std::to_string(r->size) + "-byte device buffer) by " +
                       who()));
      throw KernelAbort{};
    }
    region = r;
    base = r->base;
    poisoned = r->poisoned;
  }
  std::uintptr_t off = reinterpret_cast<std::uintptr_t>(p) - base;
  auto describe = [&] {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%p", p);
    if (a >= 0)
      return "shared memory of block " + dim_text(u.blocks[unsigned(a)].idx) +
             " at byte offset " + std::to_string(off) + " (index " +
             std::to_string(off / bytes) + " of " + std::to_string(bytes) +
             "-byte elements)";
    std::string s = "global memory at " + std::string(buf) + " (byte offset " +
                    std::to_string(off) + ", index " + std::to_string(off / bytes) + " of " +
                    std::to_string(bytes) + "-byte elements";
    // A part of the buffer's element (a member through `->` or `field`): the
    // element too.
    if (const std::size_t e = region->elem; e && (e != bytes || off % e))
      s += ": bytes " + std::to_string(off % e) + ".." + std::to_string(off % e + bytes - 1) +
           " of index " + std::to_string(off / e) + " of " + std::to_string(e) +
           "-byte elements";
    return s + ")";
  };
  // memcheck: of bytes [lo, hi) of granule g, those no checked write (`init`,
  // a mask of the granule's bytes) or host copy initialised are not none and
  // all still hold the poison pattern.
  auto uninit = [&](std::uintptr_t g, std::uintptr_t lo, std::uintptr_t hi, unsigned init) {
    if (init == 15 || !poisoned || (region && region->host_written(g))) return false;
    // Relaxed atomic byte loads: other OS threads may be updating these bytes
    // with atomics at the same time (a plain read would be a data race in
    // the emulator itself, which ThreadSanitizer reports; on x86 it is the
    // same instruction).
    bool any = false, untouched = true;
    [[maybe_unused]] TsanIgnoreReads kernel_data; // racecheck reports these races
    for (std::uintptr_t i = lo; i < hi; ++i) {
      if (init >> (i - g * granule) & 1) continue;
      any = true;
      untouched &= __atomic_load_n(reinterpret_cast<const unsigned char *>(base + i),
                                   __ATOMIC_RELAXED) == poison_byte;
    }
    return any && untouched;
  };
  auto report_uninit = [&] {
    L.fail(Error(ErrorKind::MemoryError, "memcheck: kernel " + L.kernel_name + ": " + who() +
                                             " reads uninitialised " + describe()));
    throw KernelAbort{};
  };

  const BlockRt &b = u.blocks[bi];
  racecheck_detail::Checker ck{u, t.slot, b, know, {}};
  ck.me.block = b.linear;
  ck.me.thread = std::uint16_t(rank);
  ck.me.bepoch = b.epoch;
  ck.me.cepoch = u.cepoch;
  ck.me.wclock = u.race ? u.clock(t.slot, rank % 32) : 0;
  ck.me.kind = racecheck_detail::rec_kind(k);
  const std::uintptr_t g0 = off / granule, g1 = (off + bytes - 1) / granule;
  auto mask_of = [&](std::uintptr_t g, std::uintptr_t lo, std::uintptr_t hi) {
    return (unsigned char)(((1u << (hi - lo)) - 1) << (lo - g * granule));
  };

  if (a >= 0) { // block shared memory: Cells, one OS thread per arena (no lock)
    Arena &arena = *u.blocks[unsigned(a)].arena;
    Cell *cells = arena.shadow();
    // A split granule (as in global memory, Checker::splits): its cell keeps
    // the tag and init bit, and `w.kind` split_mark; the records are the
    // arena's byte cells', one per byte.
    constexpr unsigned char split_mark = 0x80;
    for (std::uintptr_t g = g0; g <= g1; ++g) {
      std::uintptr_t lo = std::max<std::uintptr_t>(off, g * granule);
      std::uintptr_t hi = std::min<std::uintptr_t>(off + bytes, (g + 1) * granule);
      ck.me.mask = mask_of(g, lo, hi);
      ck.here = (base + g * granule) / granule + 1;
      Cell &c = cells[g];
      if (u.mem) {
        if (k != Access::Write && !tested && uninit(g, lo, hi, c.init() ? 15 : 0)) report_uninit();
        if (k != Access::Read) c.set_init();
      }
      if (!u.race) continue;
      if (c.launch() != L.id) c.reset_records(L.id); // an earlier launch's (init stays)
      const bool split = c.w.kind == split_mark;
      if (!split && !ck.splits(c)) {
        if (const AccessRec *o = ck.race(c)) ck.report(*o, describe());
        continue;
      }
      Cell *bc = arena.byte_shadow() + g * granule;
      if (!split) {
        racecheck_detail::split_cell(c, bc, L.id);
        if (c.more()) {
          Cell *const to[granule] = {bc, bc + 1, bc + 2, bc + 3};
          racecheck_detail::split_more(L.id, c, to);
        }
        c.reset_records(L.id);
        c.w.kind = split_mark;
      }
      if (const AccessRec *o = racecheck_detail::race_bytes(ck, bc)) ck.report(*o, describe());
    }
  } else { // global memory: shadow words (ShadowWord), lock-free when they can
    using W = ShadowWord;
    GlobalShadow &sh = region->shadow();
    const bool fits = u.race && W::fits(ck.me); // whatever the granule's mask
    const std::uint64_t mine = W::owner_of(ck.me);
    const std::uint64_t set_init = u.mem && k != Access::Read ? W::init : 0;
    const unsigned read = racecheck_detail::rec_kind(Access::Read);
    for (std::uintptr_t g = g0; g <= g1; ++g) {
      std::uintptr_t lo = std::max<std::uintptr_t>(off, g * granule);
      std::uintptr_t hi = std::min<std::uintptr_t>(off + bytes, (g + 1) * granule);
      ck.me.mask = mask_of(g, lo, hi);
      ck.here = (base + g * granule) / granule + 1;
      std::atomic<std::uint64_t> &wd = sh.words[g];
      if (u.mem && k != Access::Write && !tested &&
          uninit(g, lo, hi, sh.init_mask(g, wd.load(std::memory_order_relaxed))))
        report_uninit();
      // memcheck per byte: a write of part of a granule of a poisoned buffer
      // initialises its bytes (GlobalShadow::init_part), the granule once all are.
      std::uint64_t gi = set_init;
      if (gi && ck.me.mask != 15 && poisoned && !(wd.load(std::memory_order_relaxed) & W::init) &&
          !sh.init_part(g, ck.me.mask))
        gi = 0;
      if (!u.race) {
        if (gi && !(wd.load(std::memory_order_relaxed) & W::init))
          wd.fetch_or(W::init, std::memory_order_relaxed);
        continue;
      }
      // Fast path: the word is this launch's and empty, or holds only this
      // thread's own record that race() would simply replace (a write over
      // any of its own, a read over its own read). One compare-exchange, and
      // none when nothing changes; a concurrent change by another OS thread
      // makes it fail and take the locked path.
      if (fits && k != Access::Atomic &&
          sh.page_launch[g / W::page].load(std::memory_order_acquire) == L.id) {
        std::uint64_t w = wd.load(std::memory_order_relaxed);
        const std::uint64_t enc = W::encode(ck.me);
        if (!(w & W::full) && k == Access::Read && W::covers_own_read(w, enc)) continue;
        const std::uint64_t rec =
            W::kind(w) == 0 ? enc : W::owner(w) == mine ? W::own_update(w, enc) : 0;
        if (!(w & W::full) && rec) {
          std::uint64_t nw = (w & W::init) | gi | rec;
          if (nw == w || wd.compare_exchange_strong(w, nw, std::memory_order_relaxed)) continue;
        }
      }
      // Locked path: one lock per page of words (they share the page's launch tag).
      const std::size_t pg = g / W::page;
      CellGuard guard(&cell_lock(&sh.words[pg * W::page]));
      std::atomic<std::uint32_t> &tag = sh.page_launch[pg];
      // A shared page (first_access_to_page): records only in cells, each
      // tagged with its launch (another launch's is reset by race()).
      bool shared = false;
      const std::uint32_t tg = tag.load(std::memory_order_relaxed);
      if (tg != L.id) shared = first_access_to_page(sh, pg, L.id); // first access of this launch
      auto bytewise = [&] {
        AccessRec hit;
        if (racecheck_detail::race_split_word(ck, sh, g, shared, hit)) ck.report(hit, describe());
      };
      for (;;) {
        std::uint64_t w = wd.load(std::memory_order_relaxed);
        if (W::is_split(w)) {
          bytewise();
          if (gi && !(w & W::init)) wd.fetch_or(W::init, std::memory_order_relaxed);
          break;
        }
        Cell word_cell;
        Cell *cp = &word_cell;
        if (w & W::full) { // only changed under this lock (but for the init bit)
          cp = &sh.cell(g);
          if (!shared) cp->retag(L.id);
          else if (cp->launch() != L.id) cp->reset_records(L.id); // another launch's
        } else {
          word_cell.reset_records(L.id);
          if (W::kind(w) && !shared) (W::kind(w) == read ? word_cell.r1 : word_cell.w) = W::decode(w);
        }
        if (ck.splits(*cp)) {
          // From now on (this launch) byte by byte: each byte's records are
          // the granule's that touch it, with that byte's bit as mask.
          racecheck_detail::split_word(*cp, sh, g, L.id, shared);
          const std::uint64_t nw = (w & W::init) | gi | W::full | W::split;
          if (!wd.compare_exchange_strong(w, nw, std::memory_order_relaxed)) continue;
          bytewise();
          break;
        }
        if (w & W::full) {
          if (const AccessRec *o = ck.race(*cp)) ck.report(*o, describe());
          if (gi && !(w & W::init)) wd.fetch_or(W::init, std::memory_order_relaxed);
          break;
        }
        Cell &c = word_cell;
        if (const AccessRec *o = ck.race(c)) ck.report(*o, describe());
        std::uint64_t nw = (w & W::init) | gi;
        const std::uint64_t rec = racecheck_detail::pack_cell(c, shared);
        if (rec == W::full) sh.cell(g) = c;
        nw |= rec;
        if (nw == w || wd.compare_exchange_strong(w, nw, std::memory_order_relaxed)) break;
      }
    }
  }
  if (!(u.race && k == Access::Atomic)) return nullptr;
  std::mutex &op = SyncObjects::get().op_lock(p);
  op.lock();
  Slot &sl = u.slots[t.slot];
  const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(p) / granule + 1;
  Slot::AtomicSite *site = nullptr;
  for (Slot::AtomicSite &s : sl.atomic_sites)
    if (s.holds(at)) site = &s;
  if (!site) {
    if (sl.atomic_sites.size() == 8) { // join all but the newest into one entry
      Slot::AtomicSite &first = sl.atomic_sites.front();
      std::vector<std::uintptr_t> &j = first.joined;
      if (first.granule) j.push_back(first.granule);
      first.granule = 0;
      for (std::size_t i = 1; i + 1 < sl.atomic_sites.size(); ++i) {
        merge(first.acquired, sl.atomic_sites[i].acquired);
        merge(first.released, sl.atomic_sites[i].released);
        j.push_back(sl.atomic_sites[i].granule);
      }
      std::sort(j.begin(), j.end());
      sl.atomic_sites.erase(sl.atomic_sites.begin() + 1, sl.atomic_sites.end() - 1);
    }
    site = &sl.atomic_sites.emplace_back(Slot::AtomicSite{at, {}, {}, {}});
  }
  SyncObjects::get().acq_rel(L.id, p, sl.know, b.know, {b.linear, b.epoch}, &site->acquired,
                             &site->released);
  if (hold) return &op;
  op.unlock();
  return nullptr;
}

/// The common global-memory access, without a lock and without building a
/// report's context: a read or write of one granule, racecheck on, a word of
/// this launch's page that is empty or holds only this thread's own record
/// (see ShadowWord and check_access_full's fast path, whose rules it repeats).
/// Returns false when check_access_full must decide.
inline bool check_access_fast(const void *p, std::size_t bytes, Access k) {
  using W = ShadowWord;
  const std::uintptr_t a = reinterpret_cast<std::uintptr_t>(p);
  if (k == Access::Atomic || !bytes || (a % granule) + bytes > granule) return false;
  ThreadState &t = current();
  Unit &u = unit_of(t);
  // Shared memory first: an address the registry does not hold costs its
  // lookup the reader lock.
  if (!u.race || u.cepoch || u.warp_clocks_live() || u.arena_of(p) >= 0) return false;
  Region *r = Registry::get().find(p);
  if (!r || !r->alive.load(std::memory_order_acquire)) return false;
  GlobalShadow *sh = r->shadow_if_any();
  const BlockRt &b = *static_cast<const BlockRt *>(t.block);
  if (!sh || b.epoch > W::max_bepoch || t.rank >= 1024) return false;
  const std::uintptr_t g = (a - r->base) / granule;
  if (sh->page_launch[g / W::page].load(std::memory_order_acquire) != u.L->id) return false;
  std::atomic<std::uint64_t> &wd = sh->words[g];
  std::uint64_t w = wd.load(std::memory_order_relaxed);
  if (w & W::full) return false;
  // memcheck: a read of a granule no checked write initialised is decided here
  // only when its bytes cannot be uninitialised (an unpoisoned buffer, or one
  // a host copy wrote); otherwise check_access_full looks at the bytes.
  if (k != Access::Write && u.mem && !(w & W::init) && r->poisoned && !r->host_written(g))
    return false;
  AccessRec me;
  me.block = b.linear;
  me.thread = std::uint16_t(t.rank);
  me.bepoch = b.epoch;
  me.cepoch = 0;
  me.wclock = 1; // own lane, no collective yet
  me.kind = racecheck_detail::rec_kind(k);
  me.mask = (unsigned char)(((1u << bytes) - 1) << (a % granule));
  // memcheck per byte: a write of part of a granule of a poisoned buffer
  // that is not initialised whole yet records its bytes (check_access_full).
  if (k == Access::Write && u.mem && bytes != granule && !(w & W::init) && r->poisoned)
    return false;
  const std::uint64_t enc = W::encode(me);
  if (k != Access::Write && W::covers_own_read(w, enc)) return true; // nothing to add
  const std::uint64_t rec =
      W::kind(w) == 0 ? enc : W::owner(w) == W::owner_of(me) ? W::own_update(w, enc) : 0;
  if (!rec) return false;
  std::uint64_t nw = (w & W::init) | (u.mem && k == Access::Write ? W::init : 0) | rec;
  return nw == w || wd.compare_exchange_strong(w, nw, std::memory_order_relaxed);
}

/// memcheck: whether every byte of [p, p + bytes) in global memory is known
/// initialised now (a host copy, or a checked write of its whole granule:
/// the word's init bit), so that a read of it cannot be reported whatever
/// its bytes hold. record_access asks it of a read holding a poison byte
/// (0xCD occurs in real data) before it replays the deferred log to check
/// the read at once; false sends the read that way.
inline bool known_initialised(const void *p, std::size_t bytes) {
  Region *r = Registry::get().find(p);
  if (!r || !bytes || !r->alive.load(std::memory_order_acquire)) return false;
  const std::uintptr_t off = reinterpret_cast<std::uintptr_t>(p) - r->base;
  if (off + bytes > r->size) return false;
  if (!r->poisoned || r->all_host_written.load(std::memory_order_acquire)) return true;
  GlobalShadow *sh = r->shadow_if_any();
  for (std::uintptr_t g = off / granule; g <= (off + bytes - 1) / granule; ++g)
    if (!(sh && sh->words[g].load(std::memory_order_relaxed) & ShadowWord::init) &&
        !r->host_written(g))
      return false;
  return true;
}

/// Check one access (see check_access_full).
[[gnu::noinline]] inline std::mutex *check_access(const void *p, std::size_t bytes, Access k,
                                                  bool hold = false) {
  if (check_access_fast(p, bytes, k)) return nullptr;
  return check_access_full(p, bytes, k, hold);
}

} // namespace rsgpu::detail::host
