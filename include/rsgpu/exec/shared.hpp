#pragma once
// SharedSlice (S7, S8): block-scoped shared memory whose barrier phase is part
// of its type.
//
// - S7: made only from a block handle (which only a running kernel has); not
//   DeviceCopy, so it cannot be passed to launch() or stored in device memory;
//   move-only, so one declaration has one live handle per thread.
// - S8: in the Write phase a thread writes only its own slots (mine(b),
//   strided(b), for_leader(b), tile for_each_mine); a per-warp phase
//   (phase::WarpWrite) hands slot w to one lane of warp w (for_warp(w)); a
//   phase hands out one partition of the slots only, so two "own slot" views
//   never overlap. A slot is used in the expression that takes it
//   (`s.mine(b) = v`): it cannot be kept past the barrier. A split phase
//   (`b.sync_split_at(std::move(s), k)`) lets each thread below k write its
//   slot while anyone reads the slots from k (a tree reduction step). A
//   barrier,
//   `b.sync(std::move(s))`, consumes it and returns the Read phase, where any
//   slot may be read and none written; back to writing takes another barrier.
//   The Atomic phase (`b.sync<rsgpu::phase::Atomic>(std::move(s))`) allows only
//   block-scope atomics. Misuse the type cannot see (a barrier only part of the
//   block reaches, a moved-from handle used) is left to the emulator's checks.
//
//   auto b = t.block();
//   auto s = rsgpu::shared<float, 256>(b, [] {});  // one allocation per block
//   s.mine(b) = x[t.global_id()];                   // Write: own slot
//   auto r = b.sync(std::move(s));                  // barrier -> Read
//   float right = r[(b.thread_rank() + 1) % 256];   // Read: any slot
//
// Each call site is one allocation: the tag (a lambda, `[] {}`, or any type)
// tells declarations apart, as a `__shared__` variable's name does.
#include <cstddef>
#include <type_traits>
#include <utility>

#include "../core/config.hpp"
#include "../core/device_copy.hpp"
#include "../backend/trace.hpp"
#include "../memory/slice.hpp"
#include "../sync/atomic.hpp"
#include "detail/assume.hpp"
#include "../backend/panic.hpp"
#include "detail/ops.hpp"
#include "detail/owned.hpp"
#include "thread.hpp"
#if RSGPU_BACKEND_HOST
#include "../backend/host/primitives.hpp"
#include "../backend/host/shared_claims.hpp"
#endif

namespace rsgpu {

/// The barrier phases of shared memory.
namespace phase {
struct Write {};  // each thread writes (and reads back) only its own slots
struct Read {};   // anyone reads any slot; nobody writes
struct Atomic {}; // block-scope atomics on any slot; no plain access
/// Slot w belongs to lane `Lane` of tile w (tiles of `Size` threads): the
/// per-warp partition, a phase of its own (slot w of the Write phase is
/// thread w's).
template <unsigned Size, unsigned Lane = 0> struct TileWrite {
  static_assert(Size >= 1 && Size <= 32 && (Size & (Size - 1)) == 0,
                "phase::TileWrite<Size, Lane>: Size is a power of two <= 32");
  static_assert(Lane < Size, "phase::TileWrite<Size, Lane>: Lane < Size");
};
using WarpWrite = TileWrite<32, 0>;      // lane 0 writes its warp's slot
using WarpWriteLast = TileWrite<32, 31>; // lane 31 (the last) writes it
/// Made only by b.sync_split_at(std::move(s), k): slots below k are each
/// written by their own thread, slots from k are read by anyone (Rust's
/// split_at_mut of the slots, with the upper part shared).
struct Split {};
} // namespace phase

inline constexpr std::size_t dynamic_extent = std::size_t(-1);

namespace detail {
struct TileIdxAccess;
}
/// A tile-local index known to be below N (what for_each_mine_tiled hands a
/// MatrixMut's caller): reading a SharedTile at TileIdx coordinates needs no
/// check, the bound is in the type. Converts to unsigned; only the library
/// makes one, after the block-shape check that proves it.
template <unsigned N> class TileIdx {
public:
  RSGPU_FN operator unsigned() const { return v_; }

private:
  friend struct detail::TileIdxAccess;
  RSGPU_FN explicit TileIdx(unsigned v) : v_(v) {}
  unsigned v_;
};
namespace detail {
struct TileIdxAccess {
  template <unsigned N> RSGPU_FN static TileIdx<N> make(unsigned v) {
    return TileIdx<N>(v);
  }
};
} // namespace detail

template <class T, std::size_t N = dynamic_extent, class Phase = phase::Write>
class SharedSlice;
template <class T, unsigned Rows, unsigned Cols, class Phase = phase::Write>
class SharedTile;

namespace detail {
struct SharedAccess;
struct TileIdxAccess;

template <class P> struct tile_write_phase : std::false_type {};
template <unsigned S, unsigned L>
struct tile_write_phase<phase::TileWrite<S, L>> : std::true_type {
  static constexpr unsigned size = S, lane = L;
};
template <class P>
inline constexpr bool is_phase_v =
    std::is_same_v<P, phase::Write> || std::is_same_v<P, phase::Read> ||
    std::is_same_v<P, phase::Atomic> || std::is_same_v<P, phase::Split> ||
    tile_write_phase<P>::value;
/// Phases in which a thread writes slots (what an allocation may start in).
template <class P>
inline constexpr bool is_write_phase_v =
    std::is_same_v<P, phase::Write> || tile_write_phase<P>::value;

/// The phase after a barrier: `Next`, or the default successor.
template <class From, class Next> struct next_phase {
  static_assert(is_phase_v<Next>,
                "Block::sync<Next>: Next must be rsgpu::phase::Write, Read, "
                "Atomic or TileWrite<N, Lane> (WarpWrite, WarpWriteLast)");
  static_assert(!std::is_same_v<Next, phase::Split>,
                "rsgpu S8: Block::sync<phase::Split>: a split phase needs its "
                "split point: b.sync_split_at(std::move(s), k)");
  using type = Next;
};
template <class From> struct next_phase<From, void> {
  using type = phase::Read; // Write, TileWrite, Atomic, Split -> Read
};
template <> struct next_phase<phase::Read, void> { using type = phase::Write; };

#if RSGPU_DEVICE_PASS
/// One __shared__ array per (T, N, Tag): a static in a function template.
template <class T, std::size_t N, class Tag> __device__ T *static_shared() {
  __shared__ T storage[N];
  return storage;
}
__device__ inline unsigned char *dynamic_shared() {
  extern __shared__ __align__(16) unsigned char rsgpu_dynamic_smem[];
  return rsgpu_dynamic_smem;
}
__device__ inline unsigned dynamic_shared_size() {
  unsigned n;
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(n));
  return n;
}
#endif

template <class T, std::size_t N, class Tag> RSGPU_FN T *shared_storage() {
  static_assert(check_no_view<T>::value); // S2/S7: rsgpu S<n> message first
  static_assert(std::is_trivially_default_constructible_v<T> &&
                    std::is_trivially_destructible_v<T>,
                "shared memory holds trivial types (no constructors run in "
                "it)");
#if RSGPU_BACKEND_CUDA
#if RSGPU_DEVICE_PASS
  return static_shared<T, N, Tag>();
#else
  return nullptr; // host pass of a device-only path
#endif
#else
  static const char key = 0; // one address per declaration
  return static_cast<T *>(
      host::block_shared_static(&key, sizeof(T) * N, alignof(T)));
#endif
}

/// Checked builds: a slot taken from a handle that has since been moved (into
/// a barrier) panics. The flag is a constant the compiler folds away in any
/// kernel that does not keep a slot past its phase.
RSGPU_FN void check_alive(bool alive, const char *file, unsigned line) {
#if RSGPU_BOUNDS_CHECKS || RSGPU_BACKEND_HOST
  if (RSGPU_UNLIKELY(!alive))
    cold_panic("rsgpu S8: a shared-memory slot or handle used after its phase "
               "ended (the handle was moved into a barrier, "
               "b.sync(std::move(s)): use the handle the barrier returned)",
               file, line);
#else
  (void)alive, (void)file, (void)line;
#endif
}
} // namespace detail

#define RSGPU_SLOT_KEPT_MESSAGE                                                \
  "rsgpu S8: a shared-memory slot (SlotRef, from s.mine(b) or *e of "          \
  "s.strided(b)/s.for_warp(w)) is used in the expression that takes it: kept " \
  "in a variable it could be written after the barrier that ends its phase; "  \
  "write s.mine(b) = v"
/// One slot of shared memory the running thread may write in the current
/// phase (what s.mine(b) returns). Every operation works on the value as
/// returned only — `s.mine(b) = v`, `s.mine(b) += v`, `float x = s.mine(b)` —
/// so a slot cannot be kept in a variable and written after the barrier that
/// ends its phase (S8): `auto r = s.mine(b); ...; r = 1;` does not compile.
template <class T> class SlotRef {
public:
  SlotRef(const SlotRef &) = delete;
  SlotRef &operator=(const SlotRef &) = delete;

  RSGPU_FN T get() const && { return read(); }
  RSGPU_FN operator T() const && { return read(); }
  RSGPU_FN void operator=(const T &v) && { write(v); }
  RSGPU_FN void operator+=(const T &v) && { write(read() + v); }
  RSGPU_FN void operator-=(const T &v) && { write(read() - v); }
  RSGPU_FN void operator*=(const T &v) && { write(read() * v); }
  RSGPU_FN void operator/=(const T &v) && { write(read() / v); }

  // A slot kept in a variable: rejected with the reason.
  template <class U = T> RSGPU_FN void operator=(const T &) & {
    static_assert(detail::always_false<U>, RSGPU_SLOT_KEPT_MESSAGE);
  }
  template <class U = T> RSGPU_FN void operator+=(const T &) & {
    static_assert(detail::always_false<U>, RSGPU_SLOT_KEPT_MESSAGE);
  }
  template <class U = T> RSGPU_FN void operator-=(const T &) & {
    static_assert(detail::always_false<U>, RSGPU_SLOT_KEPT_MESSAGE);
  }
  template <class U = T> RSGPU_FN void operator*=(const T &) & {
    static_assert(detail::always_false<U>, RSGPU_SLOT_KEPT_MESSAGE);
  }
  template <class U = T> RSGPU_FN void operator/=(const T &) & {
    static_assert(detail::always_false<U>, RSGPU_SLOT_KEPT_MESSAGE);
  }
  template <class U = T> RSGPU_FN T get() const & {
    static_assert(detail::always_false<U>, RSGPU_SLOT_KEPT_MESSAGE);
    return T{};
  }

  RSGPU_FN SlotRef(T *p, const bool *alive, const char *file, unsigned line)
      : p_(p), alive_(alive), file_(file), line_(line) {}

private:
  RSGPU_FN T read() const {
    detail::check_alive(*alive_, file_, line_);
    detail::trace(p_, sizeof(T), detail::AccessKind::Read);
    return *p_;
  }
  RSGPU_FN void write(const T &v) const {
    detail::check_alive(*alive_, file_, line_);
    detail::trace(p_, sizeof(T), detail::AccessKind::Write);
    *p_ = v;
  }
  T *p_;
  const bool *alive_;
  const char *file_;
  unsigned line_;
};

/// A slot the running thread owns in this phase, if it has one (Rust:
/// Option<&mut T>): `if (auto e = s.for_warp(w)) *e = v;`. *e is a SlotRef;
/// in checked builds, using it after the handle moved into a barrier panics.
template <class T> class SharedOwned {
public:
  RSGPU_FN explicit operator bool() const { return ok_; }
  RSGPU_FN SlotRef<T> operator*() const {
    return SlotRef<T>(base_ + i_, alive_, file_, line_);
  }
  /// The slot's index in its slice.
  RSGPU_FN std::size_t index() const { return i_; }

  RSGPU_FN SharedOwned(T *base, unsigned i, bool ok, const bool *alive,
                       const char *file, unsigned line)
      : base_(base), i_(i), ok_(ok), alive_(alive), file_(file), line_(line) {}

private:
  T *base_;
  unsigned i_;
  bool ok_;
  const bool *alive_;
  const char *file_;
  unsigned line_;
};

namespace detail {
template <int D> RSGPU_FN void check_slot(unsigned i, std::size_t n,
                                          const char *file, unsigned line) {
#if RSGPU_BOUNDS_CHECKS
  if (RSGPU_UNLIKELY(i >= n))
    cold_panic("shared memory: slot {} of a thread is outside the {} slots",
               file, line, i, n);
#else
  (void)i, (void)n, (void)file, (void)line;
#endif
}
} // namespace detail

/// Block-scoped shared memory of N elements of T (N == dynamic_extent: the
/// launch's dynamic shared memory), in barrier phase Phase.
template <class T, std::size_t N, class Phase> class SharedSlice {
  static_assert(detail::is_phase_v<Phase>,
                "SharedSlice<T, N, Phase>: Phase is rsgpu::phase::Write, Read, "
                "Atomic, TileWrite<N, Lane> or Split");
  static constexpr bool is_dynamic = N == dynamic_extent;
  static constexpr bool is_write = std::is_same_v<Phase, phase::Write>;
  static constexpr bool is_tile_write = detail::tile_write_phase<Phase>::value;
  static constexpr bool is_split = std::is_same_v<Phase, phase::Split>;

public:
  using value_type = T;
  using phase_type = Phase;

  /// A move leaves the source dead: slots taken from it before (and the
  /// handle itself) panic in checked builds when used (S8).
  RSGPU_FN SharedSlice(SharedSlice &&o)
      : data_(o.data_), len_(o.len_), split_(o.split_), alive_(o.alive_)
#if RSGPU_BACKEND_HOST
        , claim_(std::move(o.claim_))
#endif
  {
    o.alive_ = false;
  }
  RSGPU_FN SharedSlice &operator=(SharedSlice &&o) {
    data_ = o.data_, len_ = o.len_, split_ = o.split_, alive_ = o.alive_;
    o.alive_ = false;
#if RSGPU_BACKEND_HOST
    claim_ = std::move(o.claim_);
#endif
    return *this;
  }
  SharedSlice(const SharedSlice &) = delete; // one handle per declaration
  SharedSlice &operator=(const SharedSlice &) = delete;

  RSGPU_FN std::size_t len() const {
    if constexpr (is_dynamic) return len_;
    else return N;
  }

  // ---- Write phase: own slots only (one partition per phase) --------------

  /// The slot of the running thread: index b.thread_rank(). Use it in the
  /// expression: `s.mine(b) = v` (a SlotRef cannot be kept).
  template <int D>
  RSGPU_FN SlotRef<T> mine(const BasicBlock<D> &b,
                           const char *file = __builtin_FILE(),
                           unsigned line = __builtin_LINE()) const & {
    static_assert(!is_tile_write,
                  "rsgpu S8: SharedSlice::mine in a per-warp phase "
                  "(phase::TileWrite/WarpWrite): there slot w belongs to one "
                  "lane of warp w (s.for_warp(w)), and a phase hands out one "
                  "partition only; b.sync(std::move(s)) first");
    static_assert(is_write || is_tile_write,
                  "SharedSlice::mine: writing needs the Write phase (S8); "
                  "after a read phase, call b.sync(std::move(s)) first");
    detail::check_alive(alive_, file, line);
    unsigned r = b.thread_rank();
    detail::check_slot<D>(r, len(), file, line);
    return SlotRef<T>(data_ + r, &alive_, file, line);
  }

  /// Slots rank, rank + block size, ...: the thread's share of a block-wide
  /// loop over the whole slice.
  class Strided {
  public:
    class iterator {
    public:
      RSGPU_FN SharedOwned<T> operator*() const {
        return SharedOwned<T>(p_, i_, true, alive_, file_, line_);
      }
      RSGPU_FN iterator &operator++() {
        i_ += step_;
        return *this;
      }
      RSGPU_FN bool operator!=(const iterator &o) const { return i_ < o.i_; }
      RSGPU_FN iterator(T *p, unsigned i, unsigned s, const bool *alive,
                        const char *file, unsigned line)
          : p_(p), i_(i), step_(s), alive_(alive), file_(file), line_(line) {}

    private:
      T *p_;
      unsigned i_, step_; // shared memory is far below 2^32 elements
      const bool *alive_;
      const char *file_;
      unsigned line_;
    };
    RSGPU_FN iterator begin() const {
      return iterator(p_, first_, step_, alive_, file_, line_);
    }
    RSGPU_FN iterator end() const {
      return iterator(p_, n_, step_, alive_, file_, line_);
    }
    RSGPU_FN Strided(T *p, unsigned f, unsigned s, unsigned n,
                     const bool *alive, const char *file, unsigned line)
        : p_(p), first_(f), step_(s), n_(n), alive_(alive), file_(file),
          line_(line) {}

  private:
    T *p_;
    unsigned first_, step_, n_;
    const bool *alive_;
    const char *file_;
    unsigned line_;
  };
  template <int D>
  RSGPU_FN Strided strided(const BasicBlock<D> &b,
                           const char *file = __builtin_FILE(),
                           unsigned line = __builtin_LINE()) const & {
    static_assert(is_write,
                  "SharedSlice::strided: writing needs the Write phase (S8); "
                  "in a per-warp phase (TileWrite) slot w belongs to one lane "
                  "of warp w (s.for_warp(w))");
    detail::check_alive(alive_, file, line);
    return Strided(data_, b.thread_rank(), b.size(), unsigned(len()), &alive_,
                   file, line);
  }

  /// Per-warp phase (phase::TileWrite<Size, Lane>, e.g. WarpWrite,
  /// WarpWriteLast): one slot per tile of Size threads, written by its lane
  /// Lane: slot w.id(). Empty in the other lanes. (W: rsgpu::Warp or
  /// rsgpu::Tile<Size> from <rsgpu/exec/warp.hpp>.)
  template <class W>
  RSGPU_FN SharedOwned<T> for_warp(const W &w,
                                   const char *file = __builtin_FILE(),
                                   unsigned line = __builtin_LINE()) const & {
    static_assert(!is_write,
                  "rsgpu S8: SharedSlice::for_warp in the Write phase: there "
                  "slot w belongs to thread w (s.mine(b)), and a phase hands "
                  "out one partition only (per-warp slots would overlap "
                  "mine's); allocate with rsgpu::shared<T, N, "
                  "rsgpu::phase::WarpWrite>(b, tag) or pass a barrier, "
                  "b.sync<rsgpu::phase::WarpWrite>(std::move(s))");
    static_assert(is_tile_write,
                  "SharedSlice::for_warp: writing needs a per-warp phase "
                  "(rsgpu::phase::WarpWrite) (S8)");
    if constexpr (is_tile_write) {
      using TW = detail::tile_write_phase<Phase>;
      static_assert(W::size() == TW::size,
                    "rsgpu S8: SharedSlice::for_warp: the tile's size is not "
                    "the phase's (phase::TileWrite<Size, Lane>): slots of "
                    "tiles of another size would overlap");
      detail::check_alive(alive_, file, line);
      unsigned i = w.meta_group_rank();
      bool lead = w.thread_rank() == TW::lane;
      if (lead)
        detail::check_slot<1>(i, len(), file, line);
      return SharedOwned<T>(data_, i, lead, &alive_, file, line);
    } else {
      return SharedOwned<T>(data_, 0, false, &alive_, file, line);
    }
  }

  /// Slot 0, written by the block's thread 0 (a per-block value). Empty in
  /// the other threads. In the Write phase and in per-warp phases whose
  /// writer is lane 0 (there too slot 0 is thread 0's).
  template <int D>
  RSGPU_FN SharedOwned<T> for_leader(const BasicBlock<D> &b,
                                     const char *file = __builtin_FILE(),
                                     unsigned line = __builtin_LINE()) const & {
    static_assert(
        is_write || is_tile_write,
        "SharedSlice::for_leader: writing needs the Write phase (S8)");
    if constexpr (is_tile_write)
      static_assert(detail::tile_write_phase<Phase>::lane == 0,
                    "rsgpu S8: SharedSlice::for_leader in a per-warp phase "
                    "whose writer is not lane 0: slot 0 belongs to lane Lane "
                    "of warp 0 there");
    detail::check_alive(alive_, file, line);
    return SharedOwned<T>(data_, 0, b.thread_rank() == 0, &alive_, file, line);
  }

  // ---- Split phase (b.sync_split_at(std::move(s), k)) ----------------------

  /// The split point k: slots below it are written by their own threads,
  /// slots from it are read by anyone.
  RSGPU_FN unsigned split_point() const {
    static_assert(is_split, "SharedSlice::split_point: a split phase only");
    return split_;
  }
  /// Split phase: the running thread's slot (b.thread_rank()) if it lies
  /// below the split point; empty otherwise.
  template <int D>
  RSGPU_FN SharedOwned<T> lower_mine(const BasicBlock<D> &b,
                                     const char *file = __builtin_FILE(),
                                     unsigned line = __builtin_LINE()) const & {
    static_assert(is_split, "SharedSlice::lower_mine: a split phase only (S8): "
                            "b.sync_split_at(std::move(s), k)");
    detail::check_alive(alive_, file, line);
    unsigned r = b.thread_rank();
    return SharedOwned<T>(data_, r, r < split_, &alive_, file, line);
  }
  /// Split phase: read slot k + i of the upper part, which nobody writes in
  /// this phase (bounds-checked, S6: i < len() - k).
  RSGPU_FN T upper(detail::Index i) const {
    static_assert(is_split, "SharedSlice::upper: a split phase only (S8): "
                            "b.sync_split_at(std::move(s), k)");
    detail::check_alive(alive_, i.file, i.line);
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(i.value >= len() - split_))
      detail::cold_panic("index out of bounds: the upper part's len is {} but "
                         "the index is {}",
                         i.file, i.line, len() - split_, i.value);
#endif
    const T *p = data_ + split_ + i.value;
    detail::trace(p, sizeof(T), detail::AccessKind::Read);
    return *p;
  }

  // ---- Read phase: any slot, read only -------------------------------------

  /// Read slot i (bounds-checked, S6).
  RSGPU_FN T operator[](detail::Index i) const {
    static_assert(!std::is_same_v<Phase, phase::Atomic>,
                  "SharedSlice: plain access in the Atomic phase (S11): use "
                  "s.atomic(i), or b.sync(std::move(s)) to read");
    static_assert(!is_split,
                  "rsgpu S8: SharedSlice: in a split phase any thread reads "
                  "only the upper part, s.upper(i) (slot k + i); the lower "
                  "slots are being written");
    if constexpr (is_write || is_tile_write)
      static_assert(detail::always_false<T>,
                    "SharedSlice: in the Write phase a thread may only write "
                    "its own slots (s.mine(b), s.strided(b), s.for_warp(w)); "
                    "reading any slot needs the Read phase (S8): call "
                    "auto r = b.sync(std::move(s)) after the writes");
    detail::check_alive(alive_, i.file, i.line);
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(i.value >= len()))
      detail::panic_bounds(i.value, len(), i.file, i.line);
#endif
    detail::trace(data_ + i.value, sizeof(T), detail::AccessKind::Read);
    return data_[i.value];
  }

  /// Another block's slice: only through a cluster barrier (S10).
  template <class R> RSGPU_FN T read(R, detail::Index) const {
    static_assert(detail::always_false<R>,
                  "SharedSlice::read(rank, i): reading another block's shared "
                  "memory needs a cluster barrier first (S10): auto dsm = "
                  "cluster.sync(std::move(s)); dsm.read(rank, i)");
    return T{};
  }

  /// Writes by index: never allowed (S8) — a hint to the right call.
  template <class I> RSGPU_FN void write(I, const T &) const {
    static_assert(detail::always_false<I>,
                  "SharedSlice: no writes at an arbitrary slot (S8): in the "
                  "Write phase use s.mine(b) / s.strided(b) / s.for_warp(w); "
                  "the Read phase is read-only");
  }

  // ---- Atomic phase --------------------------------------------------------

  /// A block-scope atomic on slot i (Atomic phase only).
  RSGPU_FN Atomic<T, scope::Block> atomic(detail::Index i) const {
    static_assert(std::is_same_v<Phase, phase::Atomic>,
                  "SharedSlice::atomic: atomics need the Atomic phase (S11): "
                  "b.sync<rsgpu::phase::Atomic>(std::move(s))");
    detail::check_alive(alive_, i.file, i.line);
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(i.value >= len()))
      detail::panic_bounds(i.value, len(), i.file, i.line);
#endif
    return Atomic<T, scope::Block>(data_ + i.value);
  }

  /// For Block::sync: the same memory in the next phase.
  template <class Next>
  RSGPU_FN static SharedSlice<T, N, typename detail::next_phase<Phase, Next>::type>
  rsgpu_after_barrier(SharedSlice &&s) {
    detail::check_alive(s.alive_, __FILE__, __LINE__);
    s.alive_ = false;
    SharedSlice<T, N, typename detail::next_phase<Phase, Next>::type> r(s.data_,
                                                                        s.len());
#if RSGPU_BACKEND_HOST
    r.claim_ = std::move(s.claim_); // the same array, the same claim (S8)
#endif
    return r;
  }
  /// For Block::sync_split_at: the same memory split at k.
  RSGPU_FN static SharedSlice<T, N, phase::Split>
  rsgpu_after_barrier_split(SharedSlice &&s, unsigned k, const char *file,
                            unsigned line) {
    detail::check_alive(s.alive_, file, line);
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(k > s.len()))
      detail::cold_panic("sync_split_at: the split point {} is past the {} "
                         "slots",
                         file, line, k, s.len());
#endif
    s.alive_ = false;
    SharedSlice<T, N, phase::Split> r(s.data_, s.len());
    r.split_ = k;
#if RSGPU_BACKEND_HOST
    r.claim_ = std::move(s.claim_);
#endif
    return r;
  }

private:
  template <class, std::size_t, class> friend class SharedSlice;
  friend struct detail::SharedAccess;
  RSGPU_FN SharedSlice(T *d, std::size_t n) : data_(d), len_(n) {}

  T *data_;
  std::size_t len_;    // used when dynamic; N otherwise
  unsigned split_ = 0; // the split point, in the Split phase
  bool alive_ = true;  // false once moved (into a barrier)
#if RSGPU_BACKEND_HOST
  detail::host::SharedClaim claim_; // checked emulator: one live handle (S8)
#endif
};

/// A Rows x Cols tile of shared memory (row-major; pad with extra columns,
/// e.g. 32 x 33, to avoid bank conflicts), for 2-D blocks.
///
///   auto tile = rsgpu::shared_tile<float, 32, 33>(b, [] {});
///   tile.for_each_mine<32, 8, 32>(b, [&](unsigned r, unsigned c, auto e) {
///     e = in[(y0 + r) * w + x0 + c];
///   });
///   auto rd = b.sync(std::move(tile));
///   float v = rd(c, r);
template <class T, unsigned Rows, unsigned Cols, class Phase>
class SharedTile {
public:
  using value_type = T;
  using phase_type = Phase;

  SharedTile(SharedTile &&) = default;
  SharedTile &operator=(SharedTile &&) = default;
  SharedTile(const SharedTile &) = delete;
  SharedTile &operator=(const SharedTile &) = delete;

  /// Write phase, for a BX x BY block: calls f(row, col, ElemRef) for this
  /// thread's slots, rows ty, ty + BY, ... and columns tx, tx + BX, ... below
  /// W (W <= Cols: the columns in use, the rest is padding). The block shape
  /// is checked in checked builds.
  template <unsigned BX, unsigned BY, unsigned W = Cols, class F>
  RSGPU_FN void for_each_mine(const BasicBlock<2> &b, F &&f,
                              const char *file = __builtin_FILE(),
                              unsigned line = __builtin_LINE()) const {
    static_assert(std::is_same_v<Phase, phase::Write>,
                  "SharedTile::for_each_mine: writing needs the Write phase "
                  "(S8); call b.sync(std::move(tile)) first");
    static_assert(Rows % BY == 0 && W % BX == 0 && W <= Cols,
                  "SharedTile::for_each_mine: the block must tile the rows "
                  "and used columns evenly");
#if RSGPU_SHAPE_CHECKS // S5/S8 ownership, not a bounds check
    Dim3 d = b.dim();
    if (RSGPU_UNLIKELY(d.x != BX || d.y != BY))
      detail::cold_panic("SharedTile::for_each_mine: the block is not {} x {}",
                         file, line, BX, BY);
#else
    (void)file, (void)line;
#endif
    Dim3 t = b.thread_idx();
#if RSGPU_SHAPE_CHECKS
    // Proven by the shape check above and threadIdx < blockDim: lets reads of
    // the tile at the thread's own (ty, tx) drop their checks (MatMul).
    detail::assume_thread_in_block<BX, BY>(t.x, t.y);
#endif
RSGPU_UNROLL
    for (unsigned j = 0; j < Rows; j += BY)
RSGPU_UNROLL
      for (unsigned i = 0; i < W; i += BX)
        f(t.y + j, t.x + i, ElemRef<T>(data_ + (t.y + j) * Cols + t.x + i));
  }

  /// Write phase, for a BX x BY block: each of this thread's slots (r, c)
  /// (those of for_each_mine) = src(r, c), with r and c as TileIdx<Rows> and
  /// TileIdx<W>: a source whose bounds are in its type (a MatrixTile of
  /// memory/bands.hpp) reads there without a check.
  ///
  ///   for (auto [ta, tb] : a.band(blk).zip(b.band(blk))) {
  ///     as.copy_from<16, 16>(blk, ta);
  template <unsigned BX, unsigned BY, unsigned W = Cols, class Src>
  RSGPU_FN void copy_from(const BasicBlock<2> &b, const Src &src,
                          const char *file = __builtin_FILE(),
                          unsigned line = __builtin_LINE()) const {
    for_each_mine<BX, BY, W>(
        b,
        [&](unsigned r, unsigned c, ElemRef<T> e) {
          // r < Rows, c < W: the slots for_each_mine hands out.
          e = src(detail::TileIdxAccess::make<Rows>(r),
                  detail::TileIdxAccess::make<W>(c));
        },
        file, line);
  }

  /// Read phase: element (r, c).
  RSGPU_FN T operator()(unsigned r, unsigned c,
                        const char *file = __builtin_FILE(),
                        unsigned line = __builtin_LINE()) const {
    static_assert(std::is_same_v<Phase, phase::Read>,
                  "SharedTile: reading any slot needs the Read phase (S8): "
                  "call b.sync(std::move(tile)) after the writes");
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(r >= Rows || c >= Cols))
      detail::cold_panic("SharedTile: element ({}, {}) is outside the tile",
                         file, line, r, c);
#else
    (void)file, (void)line;
#endif
    detail::trace(data_ + r * Cols + c, sizeof(T), detail::AccessKind::Read);
    return data_[r * Cols + c];
  }

  /// Read phase: element (r, c) at indices whose bounds are in their types
  /// (TileIdx): no check.
  template <unsigned A, unsigned B>
  RSGPU_FN T operator()(TileIdx<A> r, TileIdx<B> c) const {
    static_assert(std::is_same_v<Phase, phase::Read>,
                  "SharedTile: reading any slot needs the Read phase (S8): "
                  "call b.sync(std::move(tile)) after the writes");
    static_assert(A <= Rows && B <= Cols,
                  "SharedTile: TileIdx bounds exceed the tile");
    unsigned i = unsigned(r) * Cols + unsigned(c);
    detail::trace(data_ + i, sizeof(T), detail::AccessKind::Read);
    return data_[i];
  }

  template <class Next>
  RSGPU_FN static SharedTile<T, Rows, Cols,
                             typename detail::next_phase<Phase, Next>::type>
  rsgpu_after_barrier(SharedTile &&s) {
    static_assert(!std::is_same_v<Next, phase::Atomic>,
                  "SharedTile has no Atomic phase; use a SharedSlice");
    SharedTile<T, Rows, Cols, typename detail::next_phase<Phase, Next>::type> r(
        s.data_);
#if RSGPU_BACKEND_HOST
    r.claim_ = std::move(s.claim_); // the same array, the same claim (S8)
#endif
    return r;
  }

private:
  template <class, unsigned, unsigned, class> friend class SharedTile;
  friend struct detail::SharedAccess;
  RSGPU_FN explicit SharedTile(T *d) : data_(d) {}
  T *data_;
#if RSGPU_BACKEND_HOST
  detail::host::SharedClaim claim_; // checked emulator: one live handle (S8)
#endif
};

namespace detail {
struct SharedAccess {
  template <class T, std::size_t N, class Phase = phase::Write>
  RSGPU_FN static SharedSlice<T, N, Phase> make(T *p, std::size_t n) {
    return SharedSlice<T, N, Phase>(p, n);
  }
  template <class T, unsigned R, unsigned C>
  RSGPU_FN static SharedTile<T, R, C, phase::Write> make_tile(T *p) {
    return SharedTile<T, R, C, phase::Write>(p);
  }
  template <class S> RSGPU_FN static auto *data(const S &s) { return s.data_; }
  /// Checked emulator: `s` is the calling thread's handle to its array from
  /// now on; a second live one panics (S8, backend/host/shared_claims.hpp).
  /// Nothing on CUDA.
  template <class Tag, class S>
  RSGPU_FN static void claim(S &s, const char *file, unsigned line) {
#if RSGPU_BACKEND_HOST
    s.claim_ = host::SharedClaim::take(s.data_, &type_name<Tag>, file, line);
#else
    (void)s, (void)file, (void)line;
#endif
  }
};
} // namespace detail

/// N elements of T in the block's shared memory, in the Write phase. `tag`
/// names the declaration (`[] {}` at each call site). One live handle per
/// declaration and thread: a second call with the same tag while the first
/// handle is alive is a DevicePanic naming S8 on the checked emulator.
/// `Phase` picks the first phase: phase::Write (slot i is thread i's) or a
/// per-warp phase, phase::WarpWrite / WarpWriteLast / TileWrite<N, Lane>
/// (slot w is warp w's, written by one lane).
template <class T, std::size_t N, class Phase = phase::Write, int D, class Tag>
RSGPU_FN SharedSlice<T, N, Phase> shared(const BasicBlock<D> &, Tag,
                                         const char *file = __builtin_FILE(),
                                         unsigned line = __builtin_LINE()) {
  static_assert(N > 0 && N != dynamic_extent,
                "rsgpu::shared<T, N>: N must be a positive constant");
  static_assert(detail::is_write_phase_v<Phase>,
                "rsgpu::shared<T, N, Phase>: shared memory starts in a "
                "writing phase: phase::Write or a per-warp phase "
                "(phase::WarpWrite, WarpWriteLast, TileWrite<N, Lane>)");
  auto s = detail::SharedAccess::make<T, N, Phase>(
      detail::shared_storage<T, N, Tag>(), N);
  detail::SharedAccess::claim<Tag>(s, file, line);
  return s;
}

/// The tag of the launch's dynamic shared memory (named in S8 reports).
struct SharedDynamicTag {};
/// The launch's dynamic shared memory (LaunchConfig::shared_bytes) as
/// elements of T, in the Write phase. One live handle per thread: a second
/// one while the first is alive is a DevicePanic naming S8 on the checked
/// emulator (racecheck reports the race it would make).
template <class T, int D>
RSGPU_FN SharedSlice<T, dynamic_extent, phase::Write>
shared_dynamic(const BasicBlock<D> &, const char *file = __builtin_FILE(),
               unsigned line = __builtin_LINE()) {
  static_assert(std::is_trivially_default_constructible_v<T>,
                "shared memory holds trivial types");
#if RSGPU_BACKEND_CUDA
#if RSGPU_DEVICE_PASS
  T *p = reinterpret_cast<T *>(detail::dynamic_shared());
  std::size_t n = detail::dynamic_shared_size() / sizeof(T);
#else
  T *p = nullptr;
  std::size_t n = 0;
#endif
#else
  T *p = static_cast<T *>(detail::host::block_shared_dynamic());
  std::size_t n = detail::host::block_shared_dynamic_size() / sizeof(T);
#endif
  auto s = detail::SharedAccess::make<T, dynamic_extent>(p, n);
  detail::SharedAccess::claim<SharedDynamicTag>(s, file, line);
  return s;
}

/// A Rows x Cols shared tile in the Write phase (see SharedTile).
template <class T, unsigned Rows, unsigned Cols, int D, class Tag>
RSGPU_FN SharedTile<T, Rows, Cols, phase::Write>
shared_tile(const BasicBlock<D> &, Tag, const char *file = __builtin_FILE(),
            unsigned line = __builtin_LINE()) {
  auto s = detail::SharedAccess::make_tile<T, Rows, Cols>(
      detail::shared_storage<T, std::size_t(Rows) * Cols, Tag>());
  detail::SharedAccess::claim<Tag>(s, file, line);
  return s;
}

// S7: shared-memory handles are block-local: neither launch arguments nor
// storable (core/device_copy.hpp).
template <class T, std::size_t N, class P>
struct is_block_local<SharedSlice<T, N, P>> : std::true_type {};
template <class T, unsigned R, unsigned C, class P>
struct is_block_local<SharedTile<T, R, C, P>> : std::true_type {};

namespace detail {
// S7: a clearer diagnostic than "not DeviceCopy" when shared memory is passed
// to launch().
template <std::size_t I, class T, std::size_t N, class P>
struct check_device_copy<I, SharedSlice<T, N, P>> {
  static_assert(always_false<T>,
                "rsgpu::launch: a SharedSlice cannot be passed to a kernel "
                "(S7): shared memory lives for one block; create it inside "
                "the kernel with rsgpu::shared<T, N>(block, [] {})");
  static constexpr bool value = false;
};
template <std::size_t I, class T, unsigned R, unsigned C, class P>
struct check_device_copy<I, SharedTile<T, R, C, P>> {
  static_assert(always_false<T>,
                "rsgpu::launch: a SharedTile cannot be passed to a kernel "
                "(S7): shared memory lives for one block");
  static constexpr bool value = false;
};
} // namespace detail

} // namespace rsgpu
