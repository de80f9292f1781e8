#pragma once
// Shadow memory for racecheck and memcheck.
//
// Every device allocation is a Region in a process-wide registry (always: one
// map insert per allocation). Its shadow — one 8-byte word per 4-byte granule
// (ShadowWord), with a 64-byte Cell for the granules whose records do not fit
// in a word — is created on the first checked access. The records are those
// of the running launch only (older launches are ordered by the kernel
// boundary and forgotten lazily, page by page); an init bit says whether any
// checked write initialised the granule. Block shared memory keeps Cells
// (Arena). Freed regions stay in a bounded quarantine so a stale access is
// reported instead of reaching reused memory.
#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <new>
#include <type_traits>
#include <unordered_map>
#include <mutex>
#include <shared_mutex>
#include <vector>

namespace rsgpu::detail::host {

/// Fresh device and shared memory is filled with this byte; memcheck calls a
/// read uninitialised only if the bytes still hold it (so writes it cannot
/// see, e.g. host copies or raw pointers, never cause a false report).
inline constexpr unsigned char poison_byte = 0xCD;
inline constexpr std::size_t granule = 4;

/// One recorded access: who (block, thread) and when (block and cluster
/// barrier epochs, the thread's own warp-clock component). All zero: none
/// recorded (so fresh shadow memory is zero pages, allocated lazily).
struct AccessRec {
  std::uint32_t block = 0;  // linear block index in the grid
  std::uint32_t bepoch = 0, cepoch = 0, wclock = 0;
  std::uint16_t thread = 0; // linear thread rank in the block (< 1024)
  unsigned char kind = 0;   // Access + 1; 0: no access recorded
  unsigned char mask = 0;   // bytes of the granule touched
  bool empty() const { return kind == 0; }
  bool same_thread(const AccessRec &o) const {
    return block == o.block && thread == o.thread;
  }
};

/// What atomic releases made visible to a thread (racecheck), per other block:
/// its accesses up to and including barrier epoch `bepoch`. Sorted by block.
/// Atomics carry no memory order through the trace hook, so every atomic
/// access is taken as acquire + release; only ordering *between blocks* is
/// derived from atomics (inside a block, barriers and warp collectives order).
struct Know {
  std::uint32_t block, bepoch;
};
using Knowledge = std::vector<Know>;

/// into := pointwise max of into and from.
inline void merge(Knowledge &into, const Knowledge &from) {
  if (from.empty()) return;
  Knowledge out;
  out.reserve(into.size() + from.size());
  auto a = into.cbegin();
  auto b = from.cbegin();
  while (a != into.cend() || b != from.cend()) {
    if (b == from.cend() || (a != into.cend() && a->block < b->block)) out.push_back(*a++);
    else if (a == into.cend() || b->block < a->block) out.push_back(*b++);
    else {
      out.push_back({a->block, std::max(a->bepoch, b->bepoch)});
      ++a, ++b;
    }
  }
  into.swap(out);
}
/// The entries of `k` newer than `floor`'s for their block.
inline Knowledge above(const Knowledge &k, const Knowledge &floor) {
  Knowledge out;
  auto f = floor.cbegin();
  for (const Know &x : k) {
    while (f != floor.cend() && f->block < x.block) ++f;
    if (f == floor.cend() || f->block != x.block || f->bepoch < x.bepoch) out.push_back(x);
  }
  return out;
}
inline bool covers(const Knowledge &k, const AccessRec &o) {
  auto it = std::lower_bound(k.begin(), k.end(), o.block,
                             [](const Know &x, std::uint32_t b) { return x.block < b; });
  return it != k.end() && it->block == o.block && o.bepoch <= it->bepoch;
}

/// Release state of atomic locations, per running launch (launches on
/// different streams may run at the same time; each keeps its own).
class SyncObjects {
public:
  static SyncObjects &get() {
    static SyncObjects *s = new SyncObjects; // never destroyed: used until exit
    return *s;
  }
  /// Acquire what earlier atomics on `addr` released into `mine`; release
  /// `mine`, `shared` (what the thread's block knows) and `self` there.
  /// `acquired`, when given, also gets what was acquired here, less what
  /// `released` (what this thread released at this location before) holds:
  /// a thread learns nothing from its own release — what it knew then came
  /// through another location or a barrier and counts as such (red team
  /// 11: a thread's own RMW chain on x, released at z and re-acquired there,
  /// ordered another block's atomic on x before the thread's plain read of
  /// x). `released` then gets this release.
  void acq_rel(std::uint32_t launch, const void *addr, Knowledge &mine,
               const Knowledge &shared, Know self, Knowledge *acquired = nullptr,
               Knowledge *released = nullptr) {
    std::lock_guard<std::mutex> g(mu_);
    Knowledge &rel = map_[launch][reinterpret_cast<std::uintptr_t>(addr)];
    if (acquired) merge(*acquired, released ? above(rel, *released) : rel);
    merge(mine, rel);
    merge(rel, mine);
    merge(rel, shared);
    merge(rel, Knowledge{self});
    if (released) {
      merge(*released, mine);
      merge(*released, shared);
      merge(*released, Knowledge{self});
    }
  }
  /// The lock an atomic on `addr` holds from its acq_rel until its operation
  /// has reached memory (racecheck.hpp, check_access): one of 64 stripes.
  std::mutex &op_lock(const void *addr) {
    return op_[(reinterpret_cast<std::uintptr_t>(addr) >> 3) % 64];
  }
  /// The launch ended: the next launch is ordered after it by the stream.
  void end(std::uint32_t launch) {
    std::lock_guard<std::mutex> g(mu_);
    map_.erase(launch);
  }

private:
  std::mutex mu_;
  std::mutex op_[64];
  std::map<std::uint32_t, std::map<std::uintptr_t, Knowledge>> map_;
};

/// The launches running now (racecheck's shadow pages: a page tagged by a
/// launch that is still running must not be cleared by another's first
/// access, see ShadowWord::shared_page). A fixed table: a launch that finds
/// no free slot counts as `overflow`, and while one does every tagged launch
/// is taken as running (pages are then shared, never wrongly cleared).
class RunningLaunches {
public:
  static RunningLaunches &get() {
    static RunningLaunches *r = new RunningLaunches; // never destroyed: used until exit
    return *r;
  }
  void add(std::uint32_t id) {
    count_.fetch_add(1, std::memory_order_acq_rel);
    for (auto &s : ids_) {
      std::uint32_t z = 0;
      if (s.compare_exchange_strong(z, id, std::memory_order_acq_rel)) return;
    }
    overflow_.fetch_add(1, std::memory_order_acq_rel);
  }
  void remove(std::uint32_t id) {
    bool found = false;
    for (auto &s : ids_) {
      std::uint32_t v = id;
      if (s.compare_exchange_strong(v, 0, std::memory_order_acq_rel)) {
        found = true;
        break;
      }
    }
    if (!found) overflow_.fetch_sub(1, std::memory_order_acq_rel);
    count_.fetch_sub(1, std::memory_order_acq_rel);
  }
  /// Whether a launch other than the caller's is running.
  bool others() const { return count_.load(std::memory_order_acquire) > 1; }
  bool running(std::uint32_t id) const {
    if (overflow_.load(std::memory_order_acquire)) return true;
    for (const auto &s : ids_)
      if (s.load(std::memory_order_acquire) == id) return true;
    return false;
  }

private:
  std::atomic<unsigned> count_{0}, overflow_{0};
  std::atomic<std::uint32_t> ids_[64] = {};
};

/// One 4-byte granule's shadow: 64 bytes, one cache line when the shadow is
/// page-aligned. All zero: fresh (no records, not initialised).
struct Cell {
  static constexpr std::uint32_t init_bit = 1u << 31;
  static constexpr std::uint32_t more_bit = 1u << 30;
  std::uint32_t tag = 0; // launch id the records belong to; init_bit: a
                         // checked write stored here (ever); more_bit: it has
                         // records in MoreRecords too
  AccessRec w, r1, r2;
  std::uint32_t launch() const { return tag & ~(init_bit | more_bit); }
  bool init() const { return tag & init_bit; }
  void set_init() { tag |= init_bit; }
  bool more() const { return tag & more_bit; }
  void reset_records(std::uint32_t id) {
    tag = (tag & init_bit) | id;
    w = r1 = r2 = AccessRec{};
  }
  /// Tag it `id`'s, keeping its flags (a cell this launch already owns).
  void retag(std::uint32_t id) { tag = (tag & (init_bit | more_bit)) | id; }
};
static_assert(sizeof(Cell) == 64, "a shadow cell is one cache line");

/// Records a cell has no room for (racecheck_detail::Checker::race): readers
/// beside its two that no barrier, collective or atomic orders with them
/// (readers of three or more blocks).
/// Per launch, keyed by the cell's address; `Cell::more_bit` says a cell has
/// a list here. Setting the bit starts the list empty, so a cell cleared or
/// reset without this table knowing (a new block's shared memory, a page's
/// next launch) never sees an earlier incarnation's records. A list is only
/// used under its cell's lock (global memory: the page's stripe lock; shared
/// memory: the one OS thread of its arena). Bounded: `per_cell` records a
/// cell, `total` in all; beyond them a record is dropped as before
/// (docs/emulator.md, "What the emulator cannot see").
class MoreRecords {
public:
  static constexpr std::size_t per_cell = 64;
  static constexpr std::size_t total = std::size_t(1) << 20;
  using List = std::vector<AccessRec>;

  static MoreRecords &get() {
    static MoreRecords *m = new MoreRecords; // never destroyed: used until exit
    return *m;
  }
  /// Calls f(List &) on cell c's list of launch id (empty when c has none);
  /// c's more_bit then says whether the list is non-empty.
  template <class F> void with(std::uint32_t id, Cell &c, F &&f) {
    Shard &s = shard(id, &c);
    std::lock_guard<std::mutex> g(s.mu);
    List &l = s.map[Key{id, &c}];
    if (!c.more()) { // an earlier incarnation's, if any
      count_.fetch_sub(l.size(), std::memory_order_relaxed);
      l.clear();
    }
    const std::size_t before = l.size();
    f(l);
    if (l.size() > per_cell) l.resize(per_cell);
    count_.fetch_add(l.size() - before, std::memory_order_relaxed); // (wraps when smaller)
    if (l.empty()) {
      s.map.erase(Key{id, &c});
      c.tag &= ~Cell::more_bit;
    } else {
      c.tag |= Cell::more_bit;
    }
  }
  /// Whether another record may be kept (all lists together).
  bool room() const { return count_.load(std::memory_order_relaxed) < total; }
  /// The launch ended: its lists go.
  void end(std::uint32_t id) {
    if (count_.load(std::memory_order_relaxed) == 0) return;
    for (Shard &s : shards_) {
      std::lock_guard<std::mutex> g(s.mu);
      for (auto it = s.map.begin(); it != s.map.end();)
        if (it->first.id == id) {
          count_.fetch_sub(it->second.size(), std::memory_order_relaxed);
          it = s.map.erase(it);
        } else {
          ++it;
        }
    }
  }

private:
  struct Key {
    std::uint32_t id;
    const Cell *c;
    bool operator==(const Key &o) const { return id == o.id && c == o.c; }
  };
  struct Hash {
    std::size_t operator()(const Key &k) const {
      return (reinterpret_cast<std::uintptr_t>(k.c) >> 6) * 0x9e3779b97f4a7c15ull ^ k.id;
    }
  };
  struct Shard {
    std::mutex mu;
    std::unordered_map<Key, List, Hash> map;
  };
  Shard &shard(std::uint32_t id, const Cell *c) { return shards_[Hash{}(Key{id, c}) >> 58]; }
  Shard shards_[64];
  std::atomic<std::size_t> count_{0};
};

/// Zero-filled memory, reserved, not touched: the kernel hands out zero pages
/// as checked accesses reach them (a page never written stays the shared zero
/// page). Large stores are mapped with transparent huge pages (one fault per
/// 2 MiB instead of per 4 KiB).
struct FreeZeroed {
  std::size_t mapped = 0; // bytes mmap'ed; 0: calloc'ed
  void operator()(void *c) const {
    if (mapped) ::munmap(c, mapped);
    else std::free(c);
  }
};
template <class T> using ZeroStore = std::unique_ptr<T[], FreeZeroed>;
template <class T> ZeroStore<T> zeroed(std::size_t n, bool huge = true) {
  std::size_t bytes = n * sizeof(T);
  if (bytes >= (std::size_t(64) << 10)) {
    void *p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p != MAP_FAILED) {
#ifdef MADV_HUGEPAGE
      if (huge && bytes >= (std::size_t(4) << 20)) ::madvise(p, bytes, MADV_HUGEPAGE);
#endif
      return ZeroStore<T>(static_cast<T *>(p), FreeZeroed{bytes});
    }
  }
  void *p = std::calloc(n, sizeof(T));
  if (!p) throw std::bad_alloc();
  return ZeroStore<T>(static_cast<T *>(p), FreeZeroed{0});
}
using CellStore = ZeroStore<Cell>;
inline CellStore zeroed_cells(std::size_t n) {
  static_assert(std::is_trivially_copyable_v<Cell>);
  return zeroed<Cell>(n);
}

/// Global memory's shadow: one 8-byte word per 4-byte granule (TSan's layout,
/// docs/emulator.md "Compact shadow"). A word holds the memcheck init bit and
/// at most one access record of the running launch, packed:
///
///   63 init | 62 full | 61-60 kind | 59-56 mask | 55-46 thread | 45-14 block | 13-0 bepoch
///
/// A record fits when it is the only one (a write, or one read) and its epochs
/// are the common ones (no cluster barrier, no warp collective yet, fewer than
/// 2^14 block barriers). Anything else sets `full`: the granule's records live
/// in a 64-byte Cell of a second, lazily mapped array (the pre-compact shadow,
/// same rules). Records carry no launch id: each page of `page` words carries
/// the id of the launch its records belong to, and the first checked access of
/// a launch to a page clears the page's records (init bits stay), so a new
/// launch never clears the whole shadow and untouched pages stay zero pages.
/// A page is 128 words (512 bytes of 4-byte elements): a block of 128 or more
/// threads writing consecutive elements is the first of its launch on each of
/// its pages, and its replay writes their words with plain stores under the
/// page's lock (a compare-exchange per word on a page another block tagged:
/// with 512-word pages half of a 256-thread block's words, checked saxpy
/// 142 -> 88 ms, stencil 29 -> 16.5 ms).
struct ShadowWord {
  static constexpr std::uint64_t init = 1ull << 63, full = 1ull << 62;
  static constexpr std::uint64_t records = ~init; // all but the init bit
  static constexpr unsigned page = 128;           // words per launch tag (above)
  static constexpr std::uint32_t max_bepoch = (1u << 14) - 1;

  static unsigned kind(std::uint64_t w) { return unsigned(w >> 60) & 3; }
  /// The word's record owner, comparable with owner_of(rec).
  static std::uint64_t owner(std::uint64_t w) { return (w >> 14) & ((1ull << 42) - 1); }
  static std::uint64_t owner_of(const AccessRec &r) {
    return std::uint64_t(r.thread) << 32 | r.block;
  }
  static bool fits(const AccessRec &r) {
    return r.kind >= 1 && r.kind <= 3 && r.cepoch == 0 && r.wclock == 1 &&
           r.bepoch <= max_bepoch && r.thread < 1024 && r.mask < 16;
  }
  static std::uint64_t encode(const AccessRec &r) { // fits(r)
    return std::uint64_t(r.kind) << 60 | std::uint64_t(r.mask) << 56 | owner_of(r) << 14 |
           r.bepoch;
  }
  /// Whether a read encoded as `enc` (encode(r), r a read that fits) adds
  /// nothing to word w: w holds a write by the same thread at the same time
  /// (thread, block and block epoch equal; neither has cluster or warp time)
  /// of every byte the read touches. Whatever would race with that read
  /// races with the write (Checker::race, same rule), so the word stays.
  static bool covers_own_read(std::uint64_t w, std::uint64_t enc) {
    return kind(w) == write_kind && ((w ^ enc) & who_when) == 0 &&
           ((enc >> 56) & ~(w >> 56) & 15) == 0;
  }
  /// The record bits a record `enc` (encode(r), r fits) of the thread whose
  /// record word w holds leaves (init bit aside), or 0 when one word cannot
  /// hold what the full rules would keep. A write replaces the thread's
  /// record, a read its read, when it touches every byte the old one did;
  /// otherwise the masks join if both are of one kind at one time (a thread
  /// writing byte 0 then byte 1 of a granule has written both), and the
  /// full rules (a cell) decide the rest.
  static std::uint64_t own_update(std::uint64_t w, std::uint64_t enc) {
    const unsigned k_old = kind(w), k_new = unsigned(enc >> 60) & 3;
    if (k_new != write_kind && k_old == write_kind) return 0;
    if (!((w >> 56) & ~(enc >> 56) & 15)) return enc;
    if (k_old == k_new && ((w ^ enc) & who_when) == 0) return enc | (w & (15ull << 56));
    return 0;
  }
  static constexpr std::uint64_t who_when = (1ull << 56) - 1; // thread, block, bepoch
  static constexpr unsigned write_kind = 2; // AccessRec::kind of a write (Access::Write + 1)
  /// With `full`: the granule's records are byte-wise (GlobalShadow::ByteChunk,
  /// one word per byte, each with its own cell if needed) for the rest of the
  /// launch: set when accesses of parts of the granule would drop a record of
  /// bytes the newer access does not touch (Checker::splits). The page's next
  /// launch clears it with the other record bits.
  static constexpr std::uint64_t split = 1ull << 60;
  /// The page tag of a page that launches running at the same time (on
  /// disjoint borrows of one buffer) share: its records are all in cells,
  /// whose tags say whose they are (a cell of another launch is reset by
  /// the next access, Checker::race), so no launch's first access clears
  /// them; the first access of a launch that runs alone clears it as any
  /// page. Launch ids are below 2^30.
  static constexpr std::uint32_t shared_page = 0xffffffffu;
  static bool is_split(std::uint64_t w) { return (w & (full | split)) == (full | split); }
  static AccessRec decode(std::uint64_t w) { // !(w & full), kind(w) != 0
    AccessRec r;
    r.kind = (unsigned char)kind(w);
    r.mask = (unsigned char)((w >> 56) & 15);
    r.thread = std::uint16_t((w >> 46) & 1023);
    r.block = std::uint32_t(w >> 14);
    r.bepoch = std::uint32_t(w & max_bepoch);
    r.cepoch = 0;
    r.wclock = 1;
    return r;
  }
};

/// A region's global-memory shadow (see ShadowWord).
struct GlobalShadow {
  std::atomic<std::uint64_t> *words = nullptr;
  std::atomic<std::uint32_t> *page_launch = nullptr; // per ShadowWord::page words
  ZeroStore<std::atomic<std::uint64_t>> word_store;
  ZeroStore<std::atomic<std::uint32_t>> tag_store;
  std::size_t n = 0; // words

  GlobalShadow() = default;
  GlobalShadow(const GlobalShadow &) = delete;
  GlobalShadow &operator=(const GlobalShadow &) = delete;
  ~GlobalShadow() {
    if (ByteChunk **t = chunks_.load(std::memory_order_acquire))
      for (std::size_t i = 0; i <= n / ShadowWord::page; ++i) delete t[i];
  }

  /// Byte-wise records of one page's split granules (ShadowWord::split): a
  /// word per byte (ShadowWord's encoding, the record's mask that byte's
  /// bit), a cell per byte whose records do not fit in its word. Allocated
  /// when a granule of the page first splits (4 KiB, cells 32 KiB more when
  /// a byte first needs one); used only under the page's lock, and written
  /// whole for a granule when it splits (so no launch tag of their own).
  struct ByteChunk {
    static constexpr std::size_t per = ShadowWord::page * granule;
    std::atomic<std::uint64_t> words[per] = {};
    Cell &cell(std::size_t i) {
      if (!cells) cells.reset(new Cell[per]());
      return cells[i];
    }
    std::unique_ptr<Cell[]> cells;
  };
  /// The byte chunk of word g's page (allocated; only under the page's lock).
  ByteChunk &bytes(std::size_t g) {
    ByteChunk **t = chunks_.load(std::memory_order_acquire);
    if (!t) {
      std::lock_guard<std::mutex> l(mu_);
      if (!chunk_table_) chunk_table_.reset(new ByteChunk *[n / ShadowWord::page + 1]());
      t = chunk_table_.get();
      chunks_.store(t, std::memory_order_release);
    }
    ByteChunk *&c = t[g / ShadowWord::page];
    if (!c) c = new ByteChunk();
    return *c;
  }

  /// memcheck, per byte: the bytes of granule g that checked writes
  /// initialised. The word's init bit says all four; a write of part of a
  /// granule of a poisoned buffer sets its bytes here (one byte per granule,
  /// reserved on the first such write) and the word's bit once all are set.
  unsigned init_mask(std::size_t g, std::uint64_t w) const {
    if (w & ShadowWord::init) return 15;
    const std::atomic<unsigned char> *p = part_.load(std::memory_order_acquire);
    return p ? p[g].load(std::memory_order_relaxed) & 15u : 0u;
  }
  /// A checked write stored bytes `mask` (not all four) of granule g of a
  /// poisoned buffer: whether the granule is now initialised whole (the
  /// caller sets the word's init bit).
  bool init_part(std::size_t g, unsigned mask) {
    std::atomic<unsigned char> *p = part_.load(std::memory_order_acquire);
    if (!p) {
      std::lock_guard<std::mutex> l(mu_);
      if (!part_store_) part_store_ = zeroed<std::atomic<unsigned char>>(n, false);
      p = part_store_.get();
      part_.store(p, std::memory_order_release);
    }
    const unsigned had = p[g].load(std::memory_order_relaxed);
    if ((had | mask) == had) return had == 15;
    return (p[g].fetch_or((unsigned char)mask, std::memory_order_relaxed) | mask) == 15;
  }

  /// The full Cell of word g (only under the page's lock, see racecheck).
  Cell &cell(std::size_t g) {
    Cell *c = cells_.load(std::memory_order_acquire);
    if (!c) {
      std::lock_guard<std::mutex> l(mu_);
      if (!cell_store_) cell_store_ = zeroed<Cell>(n, false);
      c = cell_store_.get();
      cells_.store(c, std::memory_order_release);
    }
    return c[g];
  }

private:
  std::mutex mu_;
  CellStore cell_store_;
  std::atomic<Cell *> cells_{nullptr};
  std::unique_ptr<ByteChunk *[]> chunk_table_;
  std::atomic<ByteChunk **> chunks_{nullptr};
  ZeroStore<std::atomic<unsigned char>> part_store_;
  std::atomic<std::atomic<unsigned char> *> part_{nullptr};
};

struct Region {
  std::uintptr_t base = 0;
  std::size_t size = 0;
  std::size_t elem = 0;  // the element size of the DeviceBuffer<T> it holds (0: not known)
  bool poisoned = false; // filled with poison_byte at allocation
  std::atomic<bool> alive{true};
  /// A host copy wrote every byte (no per-granule bits needed, none looked up).
  std::atomic<bool> all_host_written{false};

  /// A host copy wrote [off, off + bytes): the views' shadow cannot see such
  /// writes, so memcheck must not call those bytes uninitialised even when
  /// the data equals poison_byte. One bit per granule, allocated on the
  /// first host write into a poisoned region.
  void mark_host_written(std::uintptr_t off, std::size_t bytes) {
    if (!poisoned || !bytes) return;
    if (off == 0 && bytes >= size) { // the whole buffer (from_host, a full copy)
      all_host_written.store(true, std::memory_order_release);
      return;
    }
    std::atomic<std::uint64_t> *bits = host_bits();
    std::size_t g = off / granule, last = (off + bytes - 1) / granule;
    for (; g <= last && g % 64; ++g) bits[g / 64].fetch_or(1ull << g % 64, std::memory_order_relaxed);
    for (; g + 63 <= last; g += 64) bits[g / 64].store(~0ull, std::memory_order_relaxed);
    for (; g <= last; ++g) bits[g / 64].fetch_or(1ull << g % 64, std::memory_order_relaxed);
  }
  bool host_written(std::size_t g) const {
    if (all_host_written.load(std::memory_order_acquire)) return true;
    const std::atomic<std::uint64_t> *b = hbits_.load(std::memory_order_acquire);
    return b && (b[g / 64].load(std::memory_order_relaxed) >> (g % 64) & 1);
  }

  /// The shadow if a checked access created it (else null).
  GlobalShadow *shadow_if_any() const { return shadow_.load(std::memory_order_acquire); }
  GlobalShadow &shadow() {
    GlobalShadow *s = shadow_.load(std::memory_order_acquire);
    if (s) return *s;
    std::lock_guard<std::mutex> g(mu_);
    if (!store_) {
      auto sh = std::make_unique<GlobalShadow>();
      sh->n = (size + granule - 1) / granule + 1;
      sh->word_store = zeroed<std::atomic<std::uint64_t>>(sh->n);
      sh->tag_store = zeroed<std::atomic<std::uint32_t>>(sh->n / ShadowWord::page + 1);
      sh->words = sh->word_store.get();
      sh->page_launch = sh->tag_store.get();
      store_ = std::move(sh);
    }
    shadow_.store(store_.get(), std::memory_order_release);
    return *store_;
  }

private:
  std::atomic<std::uint64_t> *host_bits() {
    std::atomic<std::uint64_t> *b = hbits_.load(std::memory_order_acquire);
    if (b) return b;
    std::lock_guard<std::mutex> g(mu_);
    if (!hstore_) {
      std::size_t words = ((size + granule - 1) / granule + 63) / 64 + 1;
      hstore_.reset(new std::atomic<std::uint64_t>[words]);
      for (std::size_t i = 0; i < words; ++i) hstore_[i].store(0, std::memory_order_relaxed);
    }
    hbits_.store(hstore_.get(), std::memory_order_release);
    return hstore_.get();
  }

  std::mutex mu_;
  std::unique_ptr<GlobalShadow> store_;
  std::atomic<GlobalShadow *> shadow_{nullptr};
  std::unique_ptr<std::atomic<std::uint64_t>[]> hstore_;
  std::atomic<std::atomic<std::uint64_t> *> hbits_{nullptr};
};

/// Striped spin locks for global-memory cells (blocks run on several OS
/// threads): one lock per 4 KiB of shadow, each on its own cache line, so two
/// OS threads checking different blocks' elements neither contend nor share
/// a line. The 4 KiB page number is hashed: OS threads take blocks in equal
/// chunks, so their shadow addresses are a multiple of 4 MiB apart, and a
/// plain modulo made them walk the same locks in step (a quarter of
/// check_access's time went to that cache line bouncing between cores).
inline std::atomic<bool> &cell_lock(const void *cell) {
  struct alignas(64) Lock {
    std::atomic<bool> l{false};
  };
  static Lock locks[1024];
  std::uint64_t page = reinterpret_cast<std::uintptr_t>(cell) >> 12;
  return locks[(page * 0x9E3779B97F4A7C15ull) >> 54].l;
}
struct CellGuard {
  std::atomic<bool> *l;
  explicit CellGuard(std::atomic<bool> *lock) : l(lock) {
    if (l)
      while (l->exchange(true, std::memory_order_acquire)) {
      }
  }
  ~CellGuard() {
    if (l) l->store(false, std::memory_order_release);
  }
  CellGuard(const CellGuard &) = delete;
  CellGuard &operator=(const CellGuard &) = delete;
};

class Registry {
public:
  static constexpr std::size_t quarantine_cap = 64u << 20;

  static Registry &get() {
    static Registry *r = new Registry; // never destroyed: used until exit
    return *r;
  }

  void add(void *p, std::size_t bytes, bool poisoned, std::size_t elem = 0) {
    auto r = std::make_shared<Region>();
    r->base = reinterpret_cast<std::uintptr_t>(p);
    r->size = bytes;
    r->elem = elem;
    r->poisoned = poisoned;
    std::unique_lock<std::shared_mutex> g(mu_);
    map_[r->base] = std::move(r);
    gen_.fetch_add(1, std::memory_order_release);
  }

  /// Marks the region freed and quarantines it; returns the allocations that
  /// left the quarantine and must really be freed now.
  std::vector<void *> retire(void *p) {
    std::vector<void *> out;
    std::unique_lock<std::shared_mutex> g(mu_);
    auto it = map_.find(reinterpret_cast<std::uintptr_t>(p));
    if (it == map_.end()) {
      out.push_back(p);
      return out;
    }
    it->second->alive.store(false, std::memory_order_release);
    quarantine_.push_back(it->second);
    quarantined_ += it->second->size;
    while (quarantined_ > quarantine_cap && !quarantine_.empty()) {
      auto &old = quarantine_.front();
      quarantined_ -= old->size;
      map_.erase(old->base);
      out.push_back(reinterpret_cast<void *>(old->base));
      quarantine_.pop_front();
    }
    gen_.fetch_add(1, std::memory_order_release);
    return out;
  }

  /// Bumped by every allocation and free (what a cached region depends on).
  std::uint64_t generation() const { return gen_.load(std::memory_order_acquire); }

  /// The region containing p (live or quarantined), or null. A per-OS-thread
  /// cache of the last few regions (a kernel alternates between its buffers)
  /// answers without a lock while no region was added or removed: the map
  /// keeps every cached region alive until a removal bumps the generation.
  Region *find(const void *p) {
    struct Cache {
      Region *r[4] = {};
      std::uint64_t gen = ~0ull;
      unsigned next = 0;
    };
    thread_local Cache cache;
    auto a = reinterpret_cast<std::uintptr_t>(p);
    std::uint64_t gen = gen_.load(std::memory_order_acquire);
    if (cache.gen == gen) {
      for (Region *r : cache.r)
        if (r && a - r->base < r->size) return r;
    } else {
      cache = Cache{};
      cache.gen = gen;
    }
    std::shared_lock<std::shared_mutex> g(mu_);
    auto it = map_.upper_bound(a);
    if (it == map_.begin()) return nullptr;
    --it;
    if (a - it->first >= std::max<std::size_t>(it->second->size, 1))
      return nullptr;
    Region *r = it->second.get();
    cache.r[cache.next++ % 4] = r;
    return r;
  }

private:
  std::shared_mutex mu_;
  std::map<std::uintptr_t, std::shared_ptr<Region>> map_;
  std::deque<std::shared_ptr<Region>> quarantine_;
  std::size_t quarantined_ = 0;
  std::atomic<std::uint64_t> gen_{0};
};

} // namespace rsgpu::detail::host
