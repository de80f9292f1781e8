// Red-team cases for racecheck and memcheck on thread-disjoint views (issue
// 19: the per-element recording of `mine`, `grid_stride` and `zip` accesses is
// to be replaced by a deferred/bulk scheme). Written from docs/emulator.md
// ("Checks" .. "What the emulator cannot see"), docs/library.md,
// docs/device/thread.md and docs/device/views.md only: each case is a race or
// an uninitialised read such a shortcut could miss, and asserts the report
// (kind, both threads, the element); each has a correct twin that must run
// clean with the right result (no false positive).
//
// The "raw" cases use the hooks tests/emulator already uses (emu_support.hpp:
// `host::device_alloc`, a view made by `detail::ViewFactory`, an atomic traced
// by `detail::AtomicTrace`): what generated code, `unsafe_at` or a cast gives
// a user who steps outside the safe API on purpose.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <thread>
#include <string>
#include <vector>

#include "emu_support.hpp"

using namespace emu;
using rsgpu::Thread1D;
using rsgpu::SliceMut;
using rsgpu::Slice;

namespace {

std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }
bool has(const std::string &m, const std::string &s) { return m.find(s) != std::string::npos; }
std::string th(unsigned block, unsigned thread) {
  return "block (" + std::to_string(block) + ", 0, 0) thread (" + std::to_string(thread) +
         ", 0, 0)";
}

rsgpu::LaunchConfig cfg(unsigned grid, unsigned block) {
  rsgpu::LaunchConfig c;
  c.grid = {grid};
  c.block = {block};
  c.checks = Check::All;
  return c;
}
// as emu::expect_error, but a wrong kind stops the case
rsgpu::Error expect_err(rsgpu::Stream &s, ErrorKind kind) {
  auto r = s.synchronize();
  REQUIRE_FALSE(r);
  INFO(r.error().to_string());
  REQUIRE(r.error().kind() == kind);
  return r.error();
}
template <class T> rsgpu::DeviceBuffer<T> zeroed(rsgpu::Stream &s, std::size_t n) {
  auto b = rsgpu::DeviceBuffer<T>::zeroed(s, n);
  REQUIRE(b);
  return std::move(*b);
}
template <class T> std::vector<T> to_vec(rsgpu::DeviceBuffer<T> &b) {
  auto v = b.to_vec();
  REQUIRE(v);
  return *v;
}

// ---- a `mine` write and an `unsafe_at` access of the same element -------------
// mode 0: no foreign access (twin); 1: thread `u` reads element `own`'s owner
// wrote; 2: thread `u` writes it; `sync`: a block barrier between the write
// and the foreign access.
struct MineAndForeign {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, SliceMut<int> out, int mode,
                           unsigned own, unsigned u, bool sync) const {
    if (auto e = y.mine(t)) *e = int(e.index()) + 1;
    if (sync) t.block().sync();
    int seen = 0;
    if (t.global_id() == u) {
      if (mode == 1) seen = y.unsafe_at(own);   // FOREIGN_READ
      if (mode == 2) y.unsafe_at(own) = -1;     // FOREIGN_WRITE
    }
    if (auto o = out.mine(t)) *o = seen;
  }
};

// The foreign access *before* the owner's `mine` write in program order, so
// that, fibers running in thread order, it can come first in time too.
struct ForeignThenMine {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, SliceMut<int> out, int mode,
                           unsigned own, unsigned u, bool sync) const {
    int seen = 0;
    if (t.global_id() == u) {
      if (mode == 1) seen = y.unsafe_at(own);
      if (mode == 2) y.unsafe_at(own) = -1;
    }
    if (sync) t.block().sync();
    if (auto e = y.mine(t)) *e = int(e.index()) + 1;
    if (auto o = out.mine(t)) *o = seen;
  }
};

template <class K>
rsgpu::Error run_race(unsigned grid, unsigned block, int mode, unsigned own, unsigned u,
                      bool sync) {
  auto s = stream();
  auto y = zeroed<int>(s, grid * block);
  auto out = zeroed<int>(s, grid * block);
  REQUIRE(rsgpu::launch(s, cfg(grid, block), K{}, y.borrow_mut(), out.borrow_mut(), mode, own,
                        u, sync));
  return expect_err(s, ErrorKind::DataRace);
}

// ---- grid_stride: 10^5 elements before the racing access ----------------------
// Every thread walks its grid-stride elements (writes); then thread `u` reads
// element `foreign` (mode 1) or its own last element (mode 0, the twin).
struct StrideThenRead {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, SliceMut<int> out, int mode,
                           unsigned u, std::size_t foreign) const {
    std::size_t last = 0;
    for (auto e : y.grid_stride(t)) {
      *e = int(e.index() % 1000);
      last = e.index();
    }
    int seen = -1;
    if (t.global_id() == u) seen = mode == 1 ? int(y.unsafe_at(foreign)) : int(y.unsafe_at(last));
    if (auto o = out.mine(t)) *o = seen;
  }
};

// Every thread writes its own element, then thread `u` writes its own element
// again and reads element `foreign` (another thread's, mode 1) or its own
// (mode 0): the racing access comes after 10^5 mine() accesses of the launch.
struct MineManyThenRead {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, int mode, unsigned u,
                           std::size_t foreign) const {
    if (auto e = y.mine(t)) *e = 1;
    if (t.global_id() == u) {
      if (auto e = y.mine(t)) *e = 2;
      int v = mode == 1 ? int(y.unsafe_at(foreign)) : int(y.unsafe_at(u));
      if (auto e = y.mine(t)) *e = v + 2;
    }
  }
};

// ---- zip: its mutable side's element, and a raw view of the same memory -------
// Thread `u` takes a raw pointer to its own zip element (`ElemRef::operator->`;
// raw pointers from views' elements are out of reach by design:
// docs/safety-model.md, threat model) and makes a checked view of the whole
// buffer from it, then writes element `own` of the zip's mutable side.
struct ZipAndRawView {
  RSGPU_FN void operator()(Thread1D t, rsgpu::Zip<SliceMut<int>, Slice<const int>> yx,
                           int mode, unsigned own, unsigned u) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = x + 1;
      if (t.global_id() == u) {
        int *base = y.operator->() - u;
        auto raw = view_mut(base, yx.len());
        if (mode == 1) raw.unsafe_at(own) = -1;
        if (mode == 0) raw.unsafe_at(u) = x + 1; // its own element: no race
      }
    }
  }
};

// ---- two exclusive views of one allocation, offset by one element ----------------
// A grid-stride "overlap bug" made with the unsafe API: view b starts one
// element after view a, so thread t's elements of b are thread t+1's of a.
struct TwoStrides {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> a, SliceMut<int> b, bool use_b) const {
    for (auto e : a.grid_stride(t)) *e = 1;
    if (use_b)
      for (auto e : b.grid_stride(t)) *e = 2;
  }
};
struct TwoMines {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> a, SliceMut<int> b) const {
    if (auto e = a.mine(t)) *e = 1;
    if (auto e = b.mine(t)) *e = 2;
  }
};

// ---- atomics on an element a `mine` write owns (raw: a traced atomic) ----------
// mode 0: thread `u` adds atomically to its own element after its write (twin);
// 1: to element `own`, after the owner's write in program order; 2: before it.
struct MineAndAtomic {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, std::uintptr_t base, int mode,
                           unsigned own, unsigned u, bool sync) const {
    int *p = reinterpret_cast<int *>(base);
    if (mode == 2 && t.global_id() == u) atomic_add(p + own, 10);
    if (sync) t.block().sync();
    if (auto e = y.mine(t)) *e = 1;
    if (sync) t.block().sync();
    if (mode == 1 && t.global_id() == u) atomic_add(p + own, 10);
    if (mode == 0 && t.global_id() == u) atomic_add(p + u, 10);
  }
};

// ---- launches: a race on the first launch, and on a later one ------------------
struct WriteMineMaybeRead {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, bool racy) const {
    if (auto e = y.mine(t)) *e = *e + 1;
    if (racy && t.global_id() == 40) y.unsafe_at(3) = 100;
  }
};
// Reads another thread's element without writing it: ordered after the launch
// that wrote it (a kernel boundary), so clean.
struct ReadForeignOnly {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o = y.unsafe_at((t.global_id() + 1) % y.len());
  }
};

// ---- memcheck through thread-disjoint views -------------------------------------
// Writes every element but `hole` (or all of them when hole >= n).
struct FillBut {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, std::size_t hole) const {
    for (auto e : y.grid_stride(t))
      if (e.index() != hole) *e = int(e.index() % 1000);
  }
};
struct IncMine {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    if (auto e = y.mine(t)) *e += 1; // UNINIT_MINE
  }
};
struct IncStride {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    for (auto e : y.grid_stride(t)) *e += 1;
  }
};
struct ZipCopy {
  RSGPU_FN void operator()(Thread1D t, rsgpu::Zip<SliceMut<int>, Slice<const int>> yx) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = x;
    }
  }
};

// ---- the owner only reads its element through the view --------------------------
// Every thread reads its own element through mine() (no write); thread `u`
// writes element `own` through unsafe_at (mode 1) or its own (mode 0).
struct MineReadForeignWrite {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, SliceMut<int> out, int mode,
                           unsigned own, unsigned u) const {
    int v = 0;
    if (auto e = y.mine(t)) v = *e;
    if (t.global_id() == u) y.unsafe_at(mode == 1 ? own : u) = 5;
    if (auto o = out.mine(t)) *o = v;
  }
};

// ---- MatrixMut::mine (2-D) and MatrixMut::unsafe_at -------------------------------
struct MatrixMineAndUnsafe {
  RSGPU_FN void operator()(rsgpu::Thread2D t, rsgpu::MatrixMut<int> m, bool racy) const {
    if (auto e = m.mine(t)) *e = 1;
    if (racy && t.thread_idx().x == 5 && t.thread_idx().y == 1) m.unsafe_at(0, 2) = 9;
  }
};

// ---- a warp collective orders its own lanes only ------------------------------
// Lane 3 of warp 0 writes its element; every lane joins a warp reduction; then
// thread `u` reads element 3: ordered for a lane of warp 0, a race for warp 1.
struct MineWarpThenRead {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, SliceMut<int> out, unsigned u) const {
    if (auto e = y.mine(t)) *e = int(e.index()) + 1;
    auto w = t.block().warp();
    int sum = w.reduce(1, rsgpu::Plus{});
    int seen = 0;
    if (t.global_id() == u) seen = y.unsafe_at(3);
    if (auto o = out.mine(t)) *o = seen + sum;
  }
};

// ---- partial views: the last element, the last grid stride ----------------------
// Thread `u` writes element `k` through unsafe_at after every thread wrote its
// own elements through mine() (stride false) or grid_stride() (stride true).
struct OwnThenPoke {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, bool stride, unsigned u,
                           std::size_t k) const {
    if (stride) {
      for (auto e : y.grid_stride(t)) *e = 1;
    } else if (auto e = y.mine(t)) {
      *e = 1;
    }
    if (t.global_id() == u) y.unsafe_at(k) = 2;
  }
};

// ---- one racing pair on a shadow page two blocks touch first ------------------
struct MineThenReadOne {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, std::size_t victim, unsigned reader) const {
    if (auto e = y.mine(t)) *e = 1;
    if (t.global_id() == reader) (void)int(y.unsafe_at(victim));
  }
};

// ---- shared memory: an Atomic kept past its phase (docs/safety-model.md,
// "Handles the phase typestate does not bind") ----------------------------------
// Thread 9 keeps the `Atomic` of slot 5 from the Atomic phase and, when
// `racy`, uses it in a later Write phase, while thread 5 writes its own slot.
struct SharedAtomicKept {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out, bool racy) const {
    auto b = t.block();
    unsigned r = b.thread_rank();
    auto s = rsgpu::shared<int, 64>(b, [] {});
    s.mine(b) = 0;
    auto a = b.sync<rsgpu::phase::Atomic>(std::move(s));
    auto kept = a.atomic(5);
    kept.fetch_add(1, rsgpu::Ordering::Relaxed);
    auto rd = b.sync(std::move(a));
    int v = rd[5];
    auto w = b.sync(std::move(rd));
    if (r == 5) w.mine(b) = v + 100;
    if (racy && r == 9) kept.fetch_add(1, rsgpu::Ordering::Relaxed);
    auto rd2 = b.sync(std::move(w));
    if (auto o = out.mine(t)) *o = rd2[5];
  }
};

// ---- a kernel kept in flight by the host (emulator only: it reads host memory) ---
std::atomic<int> g_gate{0};
struct OpenLater { // opens the gate from another host thread after `ms`
  std::thread th;
  explicit OpenLater(int ms)
      : th([ms] {
          std::this_thread::sleep_for(std::chrono::milliseconds(ms));
          g_gate.store(1);
        }) {}
  ~OpenLater() { th.join(); }
};
struct GatedCopy {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x, SliceMut<int> out) const {
    while (g_gate.load() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    if (auto e = out.mine(t)) *e = x[e.index()];
  }
};

// ---- S6: index arithmetic that wraps -------------------------------------------
struct WrappingIndex {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x, SliceMut<int> y, int mode) const {
    if (t.global_id() != 0) return;
    if (mode == 0) y.unsafe_at(0) = x.subslice(SIZE_MAX, 2)[0];     // WRAP_SUB0
    if (mode == 1) y.unsafe_at(0) = x.subslice(4, SIZE_MAX - 1)[1]; // WRAP_SUB1
    if (mode == 2) y.unsafe_at(SIZE_MAX) = 1;                       // WRAP_AT
  }
};
struct WrappingMatrixIndex {
  RSGPU_FN void operator()(Thread1D t, rsgpu::Matrix<const int> m, rsgpu::MatrixMut<int> o,
                           int mode) const {
    if (t.global_id() != 0) return;
    const unsigned r = 0x20000000u; // r * 8 cols == 2^32: 0 in 32-bit arithmetic
    if (mode == 0) {
      auto v = m.get(r, 3);
      o.unsafe_at(0, 0) = v ? 100 + *v : -1;
    }
    if (mode == 1) o.unsafe_at(0, 0) = m(r, 3); // WRAP_M
    if (mode == 2) o.unsafe_at(r, 3) = 5;       // WRAP_MUT
  }
};

// ---- S5: grid_stride / mine with a 3-D thread handle in a 3-D launch ------------
struct Stride3D {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> y, SliceMut<int> z) const {
    for (auto e : y.grid_stride(t)) *e = *e + 1;
    if (auto e = z.mine(t)) *e = *e + 1;
  }
};

} // namespace

// =================================================================================
// S5: a `mine` write and a foreign `unsafe_at` access of the same element
// =================================================================================

TEST_CASE("S5_rt_mine_write_then_foreign_unsafe_at_read_same_block", "[redteam][racecheck]") {
  auto e = run_race<MineAndForeign>(1, 64, 1, 3, 7, false);
  CHECK(has(msg(e), "MineAndForeign"));
  CHECK(has(msg(e), "write by " + th(0, 3)));
  CHECK(has(msg(e), "read by " + th(0, 7)));
  CHECK(has(msg(e), "index 3 of 4-byte"));
}

TEST_CASE("S5_rt_foreign_unsafe_at_read_then_mine_write_same_block", "[redteam][racecheck]") {
  // thread 3 reads element 9 before thread 9 writes it (fibers run in order)
  auto e = run_race<ForeignThenMine>(1, 64, 1, 9, 3, false);
  CHECK(has(msg(e), "write by " + th(0, 9)));
  CHECK(has(msg(e), "read by " + th(0, 3)));
  CHECK(has(msg(e), "index 9 of 4-byte"));
}

TEST_CASE("S5_rt_mine_write_and_foreign_unsafe_at_write_both_orders", "[redteam][racecheck]") {
  auto e = run_race<MineAndForeign>(1, 64, 2, 3, 7, false);
  CHECK(has(msg(e), "write by " + th(0, 3)));
  CHECK(has(msg(e), "write by " + th(0, 7)));
  CHECK(has(msg(e), "index 3 of 4-byte"));
  e = run_race<ForeignThenMine>(1, 64, 2, 9, 3, false);
  CHECK(has(msg(e), "write by " + th(0, 9)));
  CHECK(has(msg(e), "write by " + th(0, 3)));
  CHECK(has(msg(e), "index 9 of 4-byte"));
}

TEST_CASE("S5_rt_mine_and_foreign_unsafe_at_with_a_barrier_between_is_clean",
          "[redteam][racecheck]") { // twin
  for (int order = 0; order < 2; ++order) {
    auto s = stream();
    auto y = zeroed<int>(s, 64);
    auto out = zeroed<int>(s, 64);
    if (order == 0)
      REQUIRE(rsgpu::launch(s, cfg(1, 64), MineAndForeign{}, y.borrow_mut(), out.borrow_mut(),
                            1, 3u, 7u, true));
    else
      REQUIRE(rsgpu::launch(s, cfg(1, 64), ForeignThenMine{}, y.borrow_mut(), out.borrow_mut(),
                            1, 9u, 3u, true));
    expect_ok(s);
    auto o = to_vec(out);
    CHECK(o[order == 0 ? 7 : 3] == (order == 0 ? 4 : 0)); // after the write: 3 + 1; before: 0
    CHECK(to_vec(y)[9] == 10);
  }
}

TEST_CASE("S5_rt_mine_write_and_unsafe_at_in_another_block_race_despite_the_barrier",
          "[redteam][racecheck]") {
  // a block barrier orders nothing between blocks
  auto e = run_race<MineAndForeign>(2, 32, 1, 3, 32, true);
  CHECK(has(msg(e), "write by " + th(0, 3)));
  CHECK(has(msg(e), "read by " + th(1, 0)));
  CHECK(has(msg(e), "index 3 of 4-byte"));
  // the other way round: block 0 reads (and, mode 2, writes) block 1's element
  e = run_race<ForeignThenMine>(2, 32, 2, 40, 0, true);
  CHECK(has(msg(e), "write by " + th(1, 8)));
  CHECK(has(msg(e), "write by " + th(0, 0)));
  CHECK(has(msg(e), "index 40 of 4-byte"));
}

TEST_CASE("S5_rt_mine_read_and_foreign_unsafe_at_write_race", "[redteam][racecheck]") {
  auto s = stream();
  auto y = zeroed<int>(s, 64);
  auto out = zeroed<int>(s, 64);
  // twin: the writer writes only its own element after reading it
  REQUIRE(rsgpu::launch(s, cfg(2, 32), MineReadForeignWrite{}, y.borrow_mut(), out.borrow_mut(),
                        0, 3u, 40u));
  expect_ok(s);
  CHECK(to_vec(y)[40] == 5);
  // thread 40 (block 1) writes element 3, which thread 3 only reads
  REQUIRE(rsgpu::launch(s, cfg(2, 32), MineReadForeignWrite{}, y.borrow_mut(), out.borrow_mut(),
                        1, 3u, 40u));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "read by " + th(0, 3)));
  CHECK(has(msg(e), "write by " + th(1, 8)));
  CHECK(has(msg(e), "index 3 of 4-byte"));
  // same block, the write first in time: thread 1 writes element 9 before thread 9 reads it
  REQUIRE(rsgpu::launch(s, cfg(2, 32), MineReadForeignWrite{}, y.borrow_mut(), out.borrow_mut(),
                        1, 9u, 1u));
  e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "read by " + th(0, 9)));
  CHECK(has(msg(e), "write by " + th(0, 1)));
  CHECK(has(msg(e), "index 9 of 4-byte"));
}

TEST_CASE("S5_rt_matrix_mine_and_unsafe_at_of_one_element_race", "[redteam][racecheck]") {
  auto s = stream();
  auto y = zeroed<int>(s, 8 * 8);
  rsgpu::LaunchConfig c;
  c.grid = {1, 1};
  c.block = {8, 8};
  c.checks = Check::All;
  REQUIRE(rsgpu::launch(s, c, MatrixMineAndUnsafe{}, rsgpu::matrix(y.borrow_mut(), 8, 8), false));
  expect_ok(s);
  CHECK(to_vec(y) == std::vector<int>(64, 1));
  REQUIRE(rsgpu::launch(s, c, MatrixMineAndUnsafe{}, rsgpu::matrix(y.borrow_mut(), 8, 8), true));
  auto e = expect_err(s, ErrorKind::DataRace);
  auto m = msg(e);
  CHECK(has(m, "MatrixMineAndUnsafe"));
  // element (0, 2) = index 2, its owner thread (2, 0), the intruder thread (5, 1)
  CHECK(has(m, "index 2 of 4-byte"));
  CHECK(has(m, "block (0, 0, 0) thread (2, 0, 0)"));
  CHECK(has(m, "block (0, 0, 0) thread (5, 1, 0)"));
}

TEST_CASE("S5_rt_mine_write_ordered_by_a_warp_collective_only_within_its_warp",
          "[redteam][racecheck]") {
  auto s = stream();
  auto y = zeroed<int>(s, 64);
  auto out = zeroed<int>(s, 64);
  // twin: lane 7 of warp 0 reads element 3 after the reduction joined it with lane 3
  REQUIRE(rsgpu::launch(s, cfg(1, 64), MineWarpThenRead{}, y.borrow_mut(), out.borrow_mut(), 7u));
  expect_ok(s);
  CHECK(to_vec(out)[7] == 4 + 32);
  // thread 40 is in warp 1: its reduction does not order lane 3's write
  REQUIRE(rsgpu::launch(s, cfg(1, 64), MineWarpThenRead{}, y.borrow_mut(), out.borrow_mut(), 40u));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(0, 3)));
  CHECK(has(msg(e), "read by " + th(0, 40)));
  CHECK(has(msg(e), "index 3 of 4-byte"));
}

TEST_CASE("S5_rt_race_on_the_last_element_of_a_partial_view", "[redteam][racecheck]") {
  auto s = stream();
  // 70 elements, 96 threads: threads 70..95 own nothing; thread 80 pokes element 69
  auto y = zeroed<int>(s, 70);
  REQUIRE(rsgpu::launch(s, cfg(3, 32), OwnThenPoke{}, y.borrow_mut(), false, 80u,
                        std::size_t(69)));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(2, 5)));  // thread 69
  CHECK(has(msg(e), "write by " + th(2, 16))); // thread 80
  CHECK(has(msg(e), "index 69 of 4-byte"));
  REQUIRE(rsgpu::launch(s, cfg(3, 32), OwnThenPoke{}, y.borrow_mut(), false, 69u,
                        std::size_t(69))); // twin: the owner itself
  expect_ok(s);
  CHECK(to_vec(y)[69] == 2);
  // grid_stride over 200 elements, 64 threads: thread 7's last element is 199
  auto z = zeroed<int>(s, 200);
  REQUIRE(rsgpu::launch(s, cfg(2, 32), OwnThenPoke{}, z.borrow_mut(), true, 0u, std::size_t(199)));
  e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(0, 7)));
  CHECK(has(msg(e), "write by " + th(0, 0)));
  CHECK(has(msg(e), "index 199 of 4-byte"));
  REQUIRE(rsgpu::launch(s, cfg(2, 32), OwnThenPoke{}, z.borrow_mut(), true, 7u, std::size_t(199)));
  expect_ok(s); // twin: the owner
}

TEST_CASE("S5_rt_race_through_a_sub_borrow_at_an_offset", "[redteam][racecheck]") {
  auto s = stream();
  auto y = zeroed<int>(s, 64);
  // the view is y[16..48): its element 2 is y[18], thread 2's; thread 9 pokes it
  REQUIRE(rsgpu::launch(s, cfg(1, 32), OwnThenPoke{}, y.borrow_mut(16, 32), false, 9u,
                        std::size_t(2)));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(0, 2)));
  CHECK(has(msg(e), "write by " + th(0, 9)));
  // grid_stride through the same sub-borrow: 32 elements, 16 threads
  REQUIRE(rsgpu::launch(s, cfg(1, 16), OwnThenPoke{}, y.borrow_mut(16, 32), true, 9u,
                        std::size_t(18))); // thread 2's second element
  e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(0, 2)));
  CHECK(has(msg(e), "write by " + th(0, 9)));
  // twin: each pokes its own element
  REQUIRE(rsgpu::launch(s, cfg(1, 32), OwnThenPoke{}, y.borrow_mut(16, 32), false, 9u,
                        std::size_t(9)));
  expect_ok(s);
  auto v = to_vec(y);
  CHECK(v[15] == 0);
  CHECK(v[16] == 1);
  CHECK(v[25] == 2);
  CHECK(v[48] == 0);
}

TEST_CASE("memcheck_rt_uninitialised_read_through_a_sub_borrow_names_the_element",
          "[redteam][memcheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::create(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, cfg(1, 32), FillBut{}, y->borrow_mut(0, 32), std::size_t(64)));
  expect_ok(s);
  // the view y[16..48): its elements 16.. (y[32..48)) were never written
  REQUIRE(rsgpu::launch(s, cfg(1, 32), IncMine{}, y->borrow_mut(16, 32)));
  auto e = expect_err(s, ErrorKind::MemoryError);
  INFO(msg(e));
  CHECK(has(msg(e), "uninitialised global memory"));
  CHECK(has(msg(e), th(0, 16)));
  CHECK(has(msg(e), "index 32 of 4-byte")); // the buffer's element 32
}

// =================================================================================
// S5: 10^5 elements through the views before the race
// =================================================================================

TEST_CASE("S5_rt_grid_stride_race_after_1e5_elements", "[redteam][racecheck]") {
  const std::size_t n = 1u << 17; // 131072 elements, 128 per thread
  const unsigned grid = 4, block = 256;
  const std::size_t foreign = n - 1024 + 5; // thread 5's last element
  auto s = stream();
  auto y = zeroed<int>(s, n);
  auto out = zeroed<int>(s, grid * block);
  // twin: every thread reads only its own last element
  REQUIRE(rsgpu::launch(s, cfg(grid, block), StrideThenRead{}, y.borrow_mut(), out.borrow_mut(),
                        0, 1023u, foreign));
  expect_ok(s);
  CHECK(to_vec(out)[1023] == int((n - 1) % 1000));
  // thread 1023 (block 3, thread 255) reads thread 5's 128th element
  REQUIRE(rsgpu::launch(s, cfg(grid, block), StrideThenRead{}, y.borrow_mut(), out.borrow_mut(),
                        1, 1023u, foreign));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "StrideThenRead"));
  CHECK(has(msg(e), "write by " + th(0, 5)));
  CHECK(has(msg(e), "read by " + th(3, 255)));
  CHECK(has(msg(e), "index " + std::to_string(foreign) + " of 4-byte"));
}

TEST_CASE("S5_rt_mine_race_after_1e5_elements", "[redteam][racecheck]") {
  const unsigned grid = 512, block = 256; // 131072 threads, one element each
  auto s = stream();
  auto y = zeroed<int>(s, grid * block);
  REQUIRE(rsgpu::launch(s, cfg(grid, block), MineManyThenRead{}, y.borrow_mut(), 0, 120000u,
                        std::size_t(100000)));
  expect_ok(s);
  CHECK(to_vec(y)[120000] == 4);
  // same block: thread 120000 (block 468, thread 192) reads 120001 (thread 193)
  REQUIRE(rsgpu::launch(s, cfg(grid, block), MineManyThenRead{}, y.borrow_mut(), 1, 120000u,
                        std::size_t(120001)));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), th(468, 192)));
  CHECK(has(msg(e), th(468, 193)));
  CHECK(has(msg(e), "index 120001 of 4-byte"));
  // another block, long before: element 100000 (block 390, thread 160)
  REQUIRE(rsgpu::launch(s, cfg(grid, block), MineManyThenRead{}, y.borrow_mut(), 1, 120000u,
                        std::size_t(100000)));
  e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(390, 160)));
  CHECK(has(msg(e), "read by " + th(468, 192)));
  CHECK(has(msg(e), "index 100000 of 4-byte"));
}

TEST_CASE("S5_rt_one_race_on_a_page_two_blocks_touch_first_is_reported_every_launch",
          "[redteam][racecheck]") {
  // 2^17 elements: 256 shadow pages of 512 granules, each page the elements of
  // two blocks of 256 threads, which may run on different OS threads. In every
  // launch exactly one pair races, on a page both blocks first touch in that
  // launch: docs/emulator.md promises the report "deterministically,
  // regardless of timing".
  const unsigned grid = 512, block = 256;
  auto s = stream();
  auto y = zeroed<int>(s, std::size_t(grid) * block);
  int missed = 0;
  for (unsigned i = 0; i < 48; ++i) {
    unsigned p = (i * 37u) % 256u;
    unsigned lo = p * 512u, hi = lo + 256u; // first elements of blocks 2p, 2p+1
    unsigned victim = (i % 2 == 0) ? lo + 17u : hi + 17u;
    unsigned reader = (i % 2 == 0) ? hi + 200u : lo + 200u;
    REQUIRE(rsgpu::launch(s, cfg(grid, block), MineThenReadOne{}, y.borrow_mut(),
                          std::size_t(victim), reader));
    auto r = s.synchronize();
    if (r) {
      ++missed;
      continue;
    }
    INFO("launch " << i << ": " << r.error().to_string());
    REQUIRE(r.error().kind() == ErrorKind::DataRace);
    CHECK(has(msg(r.error()), "write by " + th(victim / block, victim % block)));
    CHECK(has(msg(r.error()), "read by " + th(reader / block, reader % block)));
    CHECK(has(msg(r.error()), "index " + std::to_string(victim) + " of 4-byte"));
  }
  CHECK(missed == 0);
  // twin: the reader reads its own element
  REQUIRE(rsgpu::launch(s, cfg(grid, block), MineThenReadOne{}, y.borrow_mut(), std::size_t(300),
                        300u));
  expect_ok(s);
}

// =================================================================================
// S5: launches — the first launch of a buffer, a later launch, and the boundary
// =================================================================================

TEST_CASE("S5_rt_race_on_the_first_and_on_a_later_launch_of_one_buffer", "[redteam][racecheck]") {
  auto s = stream();
  auto y = zeroed<int>(s, 64);
  // the first launch of a fresh buffer races
  REQUIRE(rsgpu::launch(s, cfg(2, 32), WriteMineMaybeRead{}, y.borrow_mut(), true));
  auto e = expect_err(s, ErrorKind::DataRace);
  // thread 3's `*e = *e + 1` reads then writes: which of its accesses meets
  // block 1's write first depends on which block runs first
  CHECK(has(msg(e), th(0, 3)));
  CHECK(has(msg(e), "write by " + th(1, 8)));
  CHECK(has(msg(e), "index 3 of 4-byte"));
  // three clean launches of the same kernel on the same buffer ...
  auto y2 = zeroed<int>(s, 64);
  for (int i = 0; i < 3; ++i) {
    REQUIRE(rsgpu::launch(s, cfg(2, 32), WriteMineMaybeRead{}, y2.borrow_mut(), false));
    expect_ok(s);
  }
  CHECK(to_vec(y2) == std::vector<int>(64, 3));
  // ... then the racy one: reported on the fourth launch as on the first
  REQUIRE(rsgpu::launch(s, cfg(2, 32), WriteMineMaybeRead{}, y2.borrow_mut(), true));
  e = expect_err(s, ErrorKind::DataRace);
  // thread 3's `*e = *e + 1` reads then writes: which of its accesses meets
  // block 1's write first depends on which block runs first
  CHECK(has(msg(e), th(0, 3)));
  CHECK(has(msg(e), "write by " + th(1, 8)));
  CHECK(has(msg(e), "index 3 of 4-byte"));
}

TEST_CASE("S5_rt_foreign_read_of_an_element_an_earlier_launch_wrote_is_clean",
          "[redteam][racecheck]") { // twin: the kernel boundary orders
  auto s = stream();
  auto y = zeroed<int>(s, 64);
  auto out = zeroed<int>(s, 64);
  REQUIRE(rsgpu::launch(s, cfg(2, 32), WriteMineMaybeRead{}, y.borrow_mut(), false));
  expect_ok(s);
  REQUIRE(rsgpu::launch(s, cfg(2, 32), ReadForeignOnly{}, y.borrow_mut(), out.borrow_mut()));
  expect_ok(s);
  CHECK(to_vec(out) == std::vector<int>(64, 1));
}

// =================================================================================
// S5: zip — the thread's own element, and the same element through a raw view
// =================================================================================

TEST_CASE("S5_rt_zip_element_and_a_raw_view_of_it_race", "[redteam][racecheck]") {
  auto s = stream();
  auto x = zeroed<int>(s, 64);
  auto y = zeroed<int>(s, 64);
  // twin: thread 7 writes only its own element through the raw view
  REQUIRE(rsgpu::launch(s, cfg(1, 64), ZipAndRawView{}, rsgpu::zip(y.borrow_mut(), x.borrow()), 0,
                        3u, 7u));
  expect_ok(s);
  CHECK(to_vec(y) == std::vector<int>(64, 1));
  // thread 7 writes thread 3's element (written by the zip) through the raw view
  REQUIRE(rsgpu::launch(s, cfg(1, 64), ZipAndRawView{}, rsgpu::zip(y.borrow_mut(), x.borrow()), 1,
                        3u, 7u));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "ZipAndRawView"));
  CHECK(has(msg(e), "write by " + th(0, 3)));
  CHECK(has(msg(e), "write by " + th(0, 7)));
  CHECK(has(msg(e), "index 3 of 4-byte"));
  // and the other order: thread 1 writes thread 9's element before thread 9 runs
  REQUIRE(rsgpu::launch(s, cfg(1, 64), ZipAndRawView{}, rsgpu::zip(y.borrow_mut(), x.borrow()), 1,
                        9u, 1u));
  e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(0, 9)));
  CHECK(has(msg(e), "write by " + th(0, 1)));
  CHECK(has(msg(e), "index 9 of 4-byte"));
}

// =================================================================================
// S5: two thread-disjoint views of one allocation that overlap (unsafe API)
// =================================================================================

TEST_CASE("S5_rt_grid_stride_overlap_of_two_views_of_one_allocation", "[redteam][racecheck]") {
  const std::size_t n = 4096;
  void *raw = host::device_alloc(n * sizeof(int));
  REQUIRE(raw);
  std::memset(raw, 0, n * sizeof(int));
  int *p = static_cast<int *>(raw);
  auto s = stream();
  // twin: only view a, every element once
  REQUIRE(rsgpu::launch(s, cfg(2, 64), TwoStrides{}, view_mut(p, n), view_mut(p + 1, n - 1),
                        false));
  expect_ok(s);
  // b = a shifted by one: thread t's elements of b are thread t+1's of a
  REQUIRE(rsgpu::launch(s, cfg(2, 64), TwoStrides{}, view_mut(p, n), view_mut(p + 1, n - 1),
                        true));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "TwoStrides"));
  // two neighbouring threads both write one element
  auto m = msg(e);
  bool pair = false;
  for (unsigned t = 0; t < 128 && !pair; ++t) // 127's b element 128 is 0's second a element
    pair = has(m, "write by " + th(t / 64, t % 64)) &&
           has(m, "write by " + th(((t + 1) % 128) / 64, (t + 1) % 64));
  CHECK(pair);
  // the same with mine()
  REQUIRE(rsgpu::launch(s, cfg(2, 64), TwoMines{}, view_mut(p, 128), view_mut(p + 1, 127)));
  e = expect_err(s, ErrorKind::DataRace);
  m = msg(e);
  pair = false;
  for (unsigned t = 0; t < 128 && !pair; ++t) // 127's b element 128 is 0's second a element
    pair = has(m, "write by " + th(t / 64, t % 64)) &&
           has(m, "write by " + th(((t + 1) % 128) / 64, (t + 1) % 64));
  CHECK(pair);
  host::device_free(raw, n * sizeof(int));
}

// =================================================================================
// S11: a `mine` write and an atomic access of the same element
// =================================================================================

TEST_CASE("S11_rt_atomic_on_an_element_a_mine_write_owns_races", "[redteam][racecheck]") {
  const std::size_t n = 64;
  void *raw = host::device_alloc(n * sizeof(int));
  REQUIRE(raw);
  std::memset(raw, 0, n * sizeof(int));
  int *p = static_cast<int *>(raw);
  auto base = reinterpret_cast<std::uintptr_t>(p);
  auto s = stream();
  // twin: the atomic on its own element (one thread), and a foreign atomic
  // ordered by barriers in the same block
  REQUIRE(rsgpu::launch(s, cfg(1, 64), MineAndAtomic{}, view_mut(p, n), base, 0, 3u, 9u, false));
  expect_ok(s);
  CHECK(p[9] == 11);
  REQUIRE(rsgpu::launch(s, cfg(1, 64), MineAndAtomic{}, view_mut(p, n), base, 1, 3u, 9u, true));
  expect_ok(s);
  CHECK(p[3] == 11);
  // after the owner's write, same block, no barrier
  REQUIRE(rsgpu::launch(s, cfg(1, 64), MineAndAtomic{}, view_mut(p, n), base, 1, 3u, 9u, false));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "MineAndAtomic"));
  CHECK(has(msg(e), "write by " + th(0, 3)));
  CHECK(has(msg(e), th(0, 9)));
  CHECK(has(msg(e), "index 3 of 4-byte"));
  // before it
  REQUIRE(rsgpu::launch(s, cfg(1, 64), MineAndAtomic{}, view_mut(p, n), base, 2, 9u, 3u, false));
  e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(0, 9)));
  CHECK(has(msg(e), th(0, 3)));
  CHECK(has(msg(e), "index 9 of 4-byte"));
  // another block, barriers notwithstanding
  REQUIRE(rsgpu::launch(s, cfg(2, 32), MineAndAtomic{}, view_mut(p, n), base, 1, 3u, 40u, true));
  e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(0, 3)));
  CHECK(has(msg(e), th(1, 8)));
  host::device_free(raw, n * sizeof(int));
}

TEST_CASE("S11_rt_shared_atomic_kept_past_its_phase_races_with_a_mine_write",
          "[redteam][racecheck]") {
  auto s = stream();
  auto out = zeroed<int>(s, 64);
  REQUIRE(rsgpu::launch(s, cfg(1, 64), SharedAtomicKept{}, out.borrow_mut(), false)); // twin
  expect_ok(s);
  CHECK(to_vec(out) == std::vector<int>(64, 164));
  REQUIRE(rsgpu::launch(s, cfg(1, 64), SharedAtomicKept{}, out.borrow_mut(), true));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "shared memory of block (0, 0, 0)"));
  CHECK(has(msg(e), "index 5 of 4-byte"));
  CHECK(has(msg(e), "write by " + th(0, 5)));
  CHECK(has(msg(e), "atomic by " + th(0, 9)));
}

// =================================================================================
// S3: another borrow of the same buffer (what the API allows: disjoint ranges)
// =================================================================================

struct ZipAndOther {
  RSGPU_FN void operator()(Thread1D t, rsgpu::Zip<SliceMut<int>, Slice<const int>> yx,
                           Slice<const int> rest) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = x + rest[0];
    }
  }
};

TEST_CASE("S3_rt_zip_sub_borrow_and_another_borrow_overlapping_by_one_element_conflict",
          "[redteam][borrow]") {
  auto s = stream();
  auto x = zeroed<int>(s, 64);
  std::vector<int> init(64);
  for (int i = 0; i < 64; ++i) init[std::size_t(i)] = i;
  auto y = rsgpu::DeviceBuffer<int>::from_host(s, init);
  REQUIRE(y);
  // y[0..32) lent exclusively inside the zip, y[31..33) shared: one element overlaps
  auto r = rsgpu::launch(s, cfg(1, 32), ZipAndOther{},
                         rsgpu::zip(y->borrow_mut(0, 32), x.borrow()), y->borrow(31, 2));
  REQUIRE_FALSE(r);
  INFO(r.error().to_string());
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  CHECK(has(msg(r.error()), "zip"));
  // twin: y[32..34) does not overlap; every thread reads element 32
  REQUIRE(rsgpu::launch(s, cfg(1, 32), ZipAndOther{}, rsgpu::zip(y->borrow_mut(0, 32), x.borrow()),
                        y->borrow(32, 2)));
  expect_ok(s);
  auto v = to_vec(*y);
  CHECK(v[0] == 32);
  CHECK(v[31] == 32);
  CHECK(v[32] == 32);
}

// =================================================================================
// S6: indices that wrap around (size_t for slices, 32 bits for matrices)
// =================================================================================

TEST_CASE("S6_rt_wrapping_subslice_and_unsafe_at_panic_at_the_call", "[redteam][bounds]") {
  const char *markers[] = {"WRAP_SUB0", "WRAP_SUB1", "WRAP_AT"};
  for (int mode = 0; mode < 3; ++mode) {
    auto s = stream();
    auto x = zeroed<int>(s, 64);
    auto y = zeroed<int>(s, 64);
    REQUIRE(rsgpu::launch(s, cfg(1, 32), WrappingIndex{}, x.borrow(), y.borrow_mut(), mode));
    auto e = expect_err(s, ErrorKind::DevicePanic);
    CHECK(has(std::string(e.panic().message()), "index out of bounds: the len is 64"));
    // The index named is past the slice, never a wrapped offset + n.
    if (mode < 2)
      CHECK(has(std::string(e.panic().message()),
                "but the index is " + std::to_string(SIZE_MAX)));
    CHECK(has(std::string(e.panic().file()), "redteam_test.cpp"));
    std::ifstream src(std::string(RT_SOURCE_DIR) + "/redteam_test.cpp");
    std::string line;
    unsigned n = 0, want = 0;
    while (std::getline(src, line) && !want) {
      ++n;
      if (has(line, std::string("// ") + markers[mode])) want = n;
    }
    CHECK(e.panic().line == want);
    CHECK(to_vec(y) == std::vector<int>(64, 0)); // nothing written
  }
}

TEST_CASE("S6_rt_matrix_index_wrapping_32_bits_is_outside", "[redteam][bounds]") {
  auto s = stream();
  auto x = zeroed<int>(s, 64);
  auto y = zeroed<int>(s, 64);
  // get(): empty, not element (0, 3)
  REQUIRE(rsgpu::launch(s, cfg(1, 32), WrappingMatrixIndex{}, rsgpu::matrix(x.borrow(), 8, 8),
                        rsgpu::matrix(y.borrow_mut(), 8, 8), 0));
  expect_ok(s);
  CHECK(to_vec(y)[0] == -1);
  for (int mode = 1; mode < 3; ++mode) {
    REQUIRE(rsgpu::launch(s, cfg(1, 32), WrappingMatrixIndex{}, rsgpu::matrix(x.borrow(), 8, 8),
                          rsgpu::matrix(y.borrow_mut(), 8, 8), mode));
    auto e = expect_err(s, ErrorKind::DevicePanic);
    CHECK(has(std::string(e.panic().message()), "outside the matrix"));
    CHECK(to_vec(y)[3] == 0); // element (0, 3) untouched
  }
}

// =================================================================================
// S5: thread-disjoint helpers with the 3-D handle in a 3-D launch
// =================================================================================

TEST_CASE("S5_rt_grid_stride_and_mine_with_a_3d_thread_are_disjoint_and_complete",
          "[redteam][racecheck]") {
  auto s = stream();
  auto y = zeroed<int>(s, 1000);
  auto z = zeroed<int>(s, 192);
  rsgpu::LaunchConfig c;
  c.grid = {2, 3, 2};
  c.block = {4, 2, 2}; // 12 blocks x 16 threads = 192
  c.checks = Check::All;
  REQUIRE(rsgpu::launch(s, c, Stride3D{}, y.borrow_mut(), z.borrow_mut()));
  expect_ok(s); // no two threads share an element
  CHECK(to_vec(y) == std::vector<int>(1000, 1)); // each element exactly once
  CHECK(to_vec(z) == std::vector<int>(192, 1));
}

// =================================================================================
// S4: the owner of a borrowed allocation moved, move-assigned or swapped while a
// kernel reads it (the shared borrow's reads are not racechecked: S3/S4 alone
// keep writes away from them, docs/emulator.md)
// =================================================================================

TEST_CASE("S4_rt_write_through_the_owner_a_borrowed_buffer_moved_to_waits",
          "[redteam][borrow]") {
  auto s = stream(), w = stream();
  auto x = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, 1));
  REQUIRE(x);
  auto out = zeroed<int>(w, 64);
  REQUIRE(s.synchronize());
  REQUIRE(w.synchronize());
  g_gate.store(0);
  REQUIRE(rsgpu::launch(w, cfg(1, 64), GatedCopy{}, x->borrow(), out.borrow_mut()));
  rsgpu::DeviceBuffer<int> moved = std::move(*x);
  auto busy = moved.try_copy_from_host(std::vector<int>(64, 7));
  INFO((busy ? std::string("ok") : busy.error().to_string()));
  CHECK_FALSE(busy);
  if (!busy) CHECK(busy.error().kind() == ErrorKind::Busy);
  {
    OpenLater open(30);
    REQUIRE(moved.copy_from_host(std::vector<int>(64, 7))); // waits for the kernel
  }
  REQUIRE(w.synchronize());
  CHECK(to_vec(out) == std::vector<int>(64, 1)); // the kernel read the old data
  CHECK(to_vec(moved) == std::vector<int>(64, 7));
}

TEST_CASE("S4_rt_move_assign_over_a_borrowed_buffer_waits_for_the_kernel",
          "[redteam][borrow]") {
  auto s = stream(), w = stream();
  auto x = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, 1));
  REQUIRE(x);
  auto out = zeroed<int>(w, 64);
  REQUIRE(s.synchronize());
  REQUIRE(w.synchronize());
  g_gate.store(0);
  REQUIRE(rsgpu::launch(w, cfg(1, 64), GatedCopy{}, x->borrow(), out.borrow_mut()));
  {
    OpenLater open(30);
    auto fresh = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, 9));
    REQUIRE(fresh);
    *x = std::move(*fresh); // frees x's old allocation: only after the kernel
  }
  auto r = w.synchronize(); // no MemoryError (a freed buffer read), no panic
  INFO((r ? std::string("ok") : r.error().to_string()));
  REQUIRE(r);
  CHECK(to_vec(out) == std::vector<int>(64, 1));
  CHECK(to_vec(*x) == std::vector<int>(64, 9));
}

TEST_CASE("S4_rt_swapped_owners_keep_the_borrow_on_the_allocation", "[redteam][borrow]") {
  auto s = stream(), w = stream();
  auto x = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, 1));
  auto y = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, 2));
  REQUIRE(x);
  REQUIRE(y);
  auto out = zeroed<int>(w, 64);
  REQUIRE(s.synchronize());
  REQUIRE(w.synchronize());
  g_gate.store(0);
  REQUIRE(rsgpu::launch(w, cfg(1, 64), GatedCopy{}, x->borrow(), out.borrow_mut()));
  std::swap(*x, *y); // y now owns the borrowed allocation
  auto busy = y->try_copy_from_host(std::vector<int>(64, 7));
  auto free_to_write = x->try_copy_from_host(std::vector<int>(64, 8));
  INFO((busy ? std::string("ok") : busy.error().to_string()));
  CHECK_FALSE(busy);
  if (!busy) CHECK(busy.error().kind() == ErrorKind::Busy);
  INFO((free_to_write ? std::string("ok") : free_to_write.error().to_string()));
  CHECK(free_to_write); // x's allocation (y's before) is not borrowed
  g_gate.store(1);
  REQUIRE(w.synchronize());
  CHECK(to_vec(out) == std::vector<int>(64, 1));
}

// =================================================================================
// memcheck: uninitialised reads through thread-disjoint views name the element
// =================================================================================

TEST_CASE("memcheck_rt_uninitialised_read_through_mine_names_the_index", "[redteam][memcheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::create(s, 64); // not zeroed: memcheck's 0xCD fill
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, cfg(2, 32), FillBut{}, y->borrow_mut(), std::size_t(37)));
  expect_ok(s);
  REQUIRE(rsgpu::launch(s, cfg(2, 32), IncMine{}, y->borrow_mut()));
  auto e = expect_err(s, ErrorKind::MemoryError);
  CHECK(has(msg(e), "uninitialised global memory"));
  CHECK(has(msg(e), "IncMine"));
  CHECK(has(msg(e), th(1, 5)));
  CHECK(has(msg(e), "index 37"));
  // twin: every element written first
  auto z = rsgpu::DeviceBuffer<int>::create(s, 64);
  REQUIRE(z);
  REQUIRE(rsgpu::launch(s, cfg(2, 32), FillBut{}, z->borrow_mut(), std::size_t(64)));
  REQUIRE(rsgpu::launch(s, cfg(2, 32), IncMine{}, z->borrow_mut()));
  expect_ok(s);
  CHECK(to_vec(*z)[37] == 38);
}

TEST_CASE("memcheck_rt_uninitialised_read_through_grid_stride_after_1e5_elements",
          "[redteam][memcheck]") {
  const std::size_t n = 1u << 17, hole = 100003;
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::create(s, n); // 512 KiB: filled with 0xCD
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, cfg(4, 256), FillBut{}, y->borrow_mut(), hole));
  expect_ok(s);
  REQUIRE(rsgpu::launch(s, cfg(4, 256), IncStride{}, y->borrow_mut()));
  auto e = expect_err(s, ErrorKind::MemoryError);
  CHECK(has(msg(e), "uninitialised global memory"));
  CHECK(has(msg(e), th(2, 163))); // element 100003: global thread 675 = block 2, thread 163
  CHECK(has(msg(e), "index " + std::to_string(hole)));
}

TEST_CASE("memcheck_rt_uninitialised_read_through_the_zip_read_side_names_the_index",
          "[redteam][memcheck]") {
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::create(s, 64);
  REQUIRE(x);
  REQUIRE(rsgpu::launch(s, cfg(2, 32), FillBut{}, x->borrow_mut(), std::size_t(50)));
  expect_ok(s);
  auto y = zeroed<int>(s, 64);
  REQUIRE(rsgpu::launch(s, cfg(2, 32), ZipCopy{}, rsgpu::zip(y.borrow_mut(), x->borrow())));
  auto e = expect_err(s, ErrorKind::MemoryError);
  CHECK(has(msg(e), "uninitialised global memory"));
  CHECK(has(msg(e), th(1, 18)));
  CHECK(has(msg(e), "index 50"));
  // twin
  REQUIRE(rsgpu::launch(s, cfg(2, 32), FillBut{}, x->borrow_mut(), std::size_t(64)));
  REQUIRE(rsgpu::launch(s, cfg(2, 32), ZipCopy{}, rsgpu::zip(y.borrow_mut(), x->borrow())));
  expect_ok(s);
  CHECK(to_vec(y)[50] == 50);
}

// =================================================================================
// Red team 7: racecheck/memcheck of the host emulator, black box (docs only):
// a read of the thread's own write after a cluster barrier or a partial warp
// collective, own sub-word writes, atomics then an own plain read, elements of
// 6..72 bytes written whole across a shadow page boundary, foreign reads at
// 128-word page boundaries for several block sizes, records of an earlier
// launch (a cell of two reads) forgotten, and memcheck's granule after the
// thread's own partial write. Each case names both threads and the element;
// each has a twin that must run clean.
// =================================================================================

namespace {
std::uintptr_t addr(const void *p) { return reinterpret_cast<std::uintptr_t>(p); }
// the first 512-byte (128-word) shadow page boundary strictly after p + 8
std::uintptr_t next_page(const void *p) { return (addr(p) + 8 + 512) & ~std::uintptr_t(511); }

// ---- (1) own write, cluster barrier, own read; a peer block's write ------------
// Block 0 thread 0 writes x[0]; every thread of the cluster waits at
// Cluster::sync(); block 0 thread 0 reads x[0] back and thread `who` of block
// `fb` writes x[0] (racy) or x[1] (twin). The cluster barrier orders the write
// before the peer's write, not the read: the read must stay recorded.
struct Rt7ClusterOwnRead {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> x, unsigned fb, unsigned who,
                           bool racy) const {
    const unsigned b = t.block_idx().x, r = t.block().thread_rank();
    if (b == 0 && r == 0) x.unsafe_at(0) = 1;
    host::cluster_sync();
    if (b == 0 && r == 0 && int(x.unsafe_at(0)) == 42) x.unsafe_at(2) = 1;
    if (b == fb && r == who) x.unsafe_at(racy ? 0 : 1) = 2;
  }
};

// ---- (2) own write, two-lane collective, own read; the other lane's write ------
// Lane 0 writes x[0]; lanes 0 and 1 only join a collective (a shfl with mask
// 0x3, or Warp::sync_lanes(0x3)); lane 0 reads x[0]; lane 1 writes x[0]
// (mode 1: a race with the read) or reads it (mode 0: ordered, clean).
struct Rt7TwoLaneOwnRead {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> x, bool use_sync_lanes,
                           int mode) const {
    const unsigned r = t.block().thread_rank();
    if (r == 0) x.unsafe_at(0) = 1;
    if (r < 2) {
      if (use_sync_lanes) t.block().warp().sync_lanes(0x3u);
      else (void)shfl(0x3u, int(r), 0);
    }
    if (r == 0 && int(x.unsafe_at(0)) == 42) x.unsafe_at(2) = 1;
    if (r == 1) {
      if (mode == 1) x.unsafe_at(0) = 2;
      else if (int(x.unsafe_at(0)) != 1) x.unsafe_at(3) = 9;
    }
  }
};

// ---- (3) two own byte writes of one granule, then another block's byte write --
// Block `ob` thread 3 writes bytes 0 and 1 (two 1-byte elements) of one
// granule; thread 0 of block 1 - ob writes byte `fbyte` (0: races with the
// first of the owner's writes; 2: untouched by the owner, clean).
struct Rt7TwoOwnBytes {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<unsigned char> b, unsigned ob,
                           unsigned fbyte) const {
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (blk == ob && r == 3) {
      b.unsafe_at(0) = 1;
      b.unsafe_at(1) = 2;
    }
    if (blk == 1 - ob && r == 0) b.unsafe_at(fbyte) = 7;
  }
};

// ---- (4) an atomic, then the thread's own plain read; another block's atomic --
// Thread 0 of block `ab` adds atomically to x[0] and reads x[0] back through a
// view (plain read); thread 0 of block 1 - ab adds atomically to x[0] too.
// Atomics do not race with each other, but the plain read races with the
// other block's atomic (read = true); without the read, clean.
struct Rt7AtomicThenOwnRead {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> x, std::uintptr_t base, unsigned ab,
                           bool read) const {
    int *p = reinterpret_cast<int *>(base);
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (r != 0) return;
    atomic_add(p, 1);
    if (blk == ab && read && int(x.unsafe_at(0)) == 42) x.unsafe_at(2) = 1;
  }
};

// ---- (5) N-byte elements written whole through `->` across a shadow page -------
template <int N> struct Rt7Blob {
  unsigned short h[N / 2];
};
} // namespace
RSGPU_DEVICE_COPY(Rt7Blob<6>);
RSGPU_DEVICE_COPY(Rt7Blob<12>);
RSGPU_DEVICE_COPY(Rt7Blob<24>);
RSGPU_DEVICE_COPY(Rt7Blob<48>);
RSGPU_DEVICE_COPY(Rt7Blob<64>);
RSGPU_DEVICE_COPY(Rt7Blob<72>);
namespace {
// Every thread writes its own element whole (`->`, a write of N bytes); thread
// `u` also writes the 2-byte half-word `j` of the same memory (u >= grid size:
// nobody, the twin).
template <int N> struct Rt7BlobOwnThenForeign {
  RSGPU_FN void operator()(Thread1D t, SliceMut<Rt7Blob<N>> y, SliceMut<unsigned short> h,
                           unsigned long long u, std::size_t j) const {
    if (auto o = y.mine(t)) o.ref()->h[0] = (unsigned short)(o.index() + 1);
    if (t.global_id() == u) h.unsafe_at(j) = 0xBEEF;
  }
};

template <int N> void rt7_blob_across_a_page() {
  const std::size_t n = 256, bytes = n * N;
  void *raw = host::device_alloc(bytes);
  REQUIRE(raw);
  std::memset(raw, 0, bytes);
  auto *y = static_cast<Rt7Blob<N> *>(raw);
  auto *h = static_cast<unsigned short *>(raw);
  const std::uintptr_t b = next_page(raw);
  REQUIRE(b + 4 < addr(raw) + bytes);
  auto s = stream();
  // twin: every element once, nobody else
  REQUIRE(rsgpu::launch(s, cfg(4, 64), Rt7BlobOwnThenForeign<N>{}, view_mut(y, n),
                        view_mut(h, bytes / 2), 1ull << 40, std::size_t(0)));
  expect_ok(s);
  for (std::size_t k = 0; k < n; ++k) REQUIRE(y[k].h[0] == (unsigned short)(k + 1));
  // the half-word on each side of the page boundary
  for (std::uintptr_t at : {b, b - 2}) {
    const std::size_t off = at - addr(raw), j = off / 2, k = off / N;
    const unsigned long long u = (k + 64) % n; // a thread of another block
    INFO(N << "-byte elements, byte offset " << off << " (element " << k << ")");
    REQUIRE(rsgpu::launch(s, cfg(4, 64), Rt7BlobOwnThenForeign<N>{}, view_mut(y, n),
                          view_mut(h, bytes / 2), u, j));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), th(unsigned(k / 64), unsigned(k % 64))));
    CHECK(has(msg(e), th(unsigned(u / 64), unsigned(u % 64))));
    CHECK((has(msg(e), "index " + std::to_string(k) + " of " + std::to_string(N) + "-byte") ||
           has(msg(e), "index " + std::to_string(j) + " of 2-byte")));
  }
  host::device_free(raw, bytes);
}

// ---- (6) a foreign read at the 128-word page boundaries, several block sizes ---
// Every thread writes its own element (mine); thread `u` reads element `k`.
struct Rt7MineThenForeignRead {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, SliceMut<int> out, unsigned long long u,
                           std::size_t k) const {
    if (auto e = y.mine(t)) *e = int(e.index()) + 1;
    int seen = 0;
    if (t.global_id() == u) seen = y.unsafe_at(k);
    if (auto o = out.mine(t)) *o = seen;
  }
};

// ---- (7) a cell of an earlier launch (two unordered reads) must be forgotten ---
// Launch A: thread 0 of blocks 0 and 1 read x[k] (two unordered reads: a cell).
struct Rt7TwoBlocksRead {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> x, SliceMut<int> out,
                           std::size_t k) const {
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    t.block().warp().sync(); // warp-clock time in the records too
    if (r == 0 && blk < 2) out.unsafe_at(blk) = x.unsafe_at(k);
  }
};
// Launch B: block 0 only: thread 0 writes x[k]; barrier; thread 1 reads it;
// barrier; thread 2 writes it (the write, read, write of one block, ordered).
// `racy`: thread 7 of block 1 also writes x[k] (a race with block 0's accesses).
struct Rt7OneBlockWriteReadWrite {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> x, SliceMut<int> out, std::size_t k,
                           bool racy) const {
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (blk == 0 && r == 0) x.unsafe_at(k) = 5;
    if (racy && blk == 1 && r == 7) x.unsafe_at(k) = 9;
    t.block().sync();
    if (blk == 0 && r == 1) out.unsafe_at(0) = x.unsafe_at(k);
    t.block().sync();
    if (blk == 0 && r == 2) x.unsafe_at(k) = 6;
  }
};

// ---- (8) memcheck: the granule's other byte after the thread's own write -------
// Thread `who` writes byte `w` and then reads byte `rd` of a fresh (0xCD) buffer.
struct Rt7WriteByteReadByte {
  RSGPU_FN void operator()(Thread1D t, SliceMut<unsigned char> b, SliceMut<int> out,
                           unsigned long long who, std::size_t w, std::size_t rd) const {
    if (t.global_id() != who) return;
    b.unsafe_at(w) = 1;
    out.unsafe_at(0) = int((unsigned char)b.unsafe_at(rd));
  }
};
struct Rt7WriteHalf {
  RSGPU_FN void operator()(Thread1D t, SliceMut<unsigned short> h) const {
    if (t.global_id() == 0) h.unsafe_at(0) = 1;
  }
};
struct Rt7ReadHalf {
  RSGPU_FN void operator()(Thread1D t, SliceMut<unsigned short> h, SliceMut<int> out,
                           std::size_t i) const {
    if (t.global_id() == 5) out.unsafe_at(0) = int(h.unsafe_at(i));
  }
};
} // namespace

TEST_CASE("S5_rt7_own_read_after_a_cluster_barrier_races_with_a_peers_write",
          "[redteam][racecheck]") {
  struct Who {
    unsigned fb, who;
  };
  for (Who w : {Who{1, 0}, Who{1, 31}, Who{0, 5}}) {
    INFO("writer block " << w.fb << " thread " << w.who);
    auto s = stream();
    auto x = zeroed<int>(s, 4);
    rsgpu::LaunchConfig c = cfg(2, 32);
    c.cluster = {2};
    REQUIRE(rsgpu::launch(s, c, Rt7ClusterOwnRead{}, x.borrow_mut(), w.fb, w.who, true));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), "Rt7ClusterOwnRead"));
    CHECK(has(msg(e), "read by " + th(0, 0)));
    CHECK(has(msg(e), "write by " + th(w.fb, w.who)));
    CHECK(has(msg(e), "index 0 of 4-byte"));
    // twin: the peer writes another element
    REQUIRE(rsgpu::launch(s, c, Rt7ClusterOwnRead{}, x.borrow_mut(), w.fb, w.who, false));
    expect_ok(s);
    CHECK(to_vec(x) == std::vector<int>{1, 2, 0, 0});
  }
}

TEST_CASE("S5_rt7_own_read_after_a_two_lane_collective_races_with_the_other_lane",
          "[redteam][racecheck]") {
  for (bool sl : {false, true}) {
    INFO((sl ? "Warp::sync_lanes(0x3)" : "shfl, mask 0x3"));
    auto s = stream();
    auto x = zeroed<int>(s, 4);
    REQUIRE(rsgpu::launch(s, cfg(1, 64), Rt7TwoLaneOwnRead{}, x.borrow_mut(), sl, 1));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), "read by " + th(0, 0)));
    CHECK(has(msg(e), "write by " + th(0, 1)));
    CHECK(has(msg(e), "index 0 of 4-byte"));
    // twin: lane 1 only reads (ordered after lane 0's write by the collective)
    REQUIRE(rsgpu::launch(s, cfg(1, 64), Rt7TwoLaneOwnRead{}, x.borrow_mut(), sl, 0));
    expect_ok(s);
    CHECK(to_vec(x) == std::vector<int>{1, 0, 0, 0});
  }
}

TEST_CASE("S5_rt7_two_own_byte_writes_then_a_foreign_write_of_the_first_byte",
          "[redteam][racecheck]") {
  for (unsigned ob : {0u, 1u}) {
    INFO("owner block " << ob);
    auto s = stream();
    auto b = zeroed<unsigned char>(s, 16);
    // twin: the foreign thread writes byte 2, which the owner never touched
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7TwoOwnBytes{}, b.borrow_mut(), ob, 2u));
    expect_ok(s);
    auto v = to_vec(b);
    CHECK((v[0] == 1 && v[1] == 2 && v[2] == 7 && v[3] == 0));
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7TwoOwnBytes{}, b.borrow_mut(), ob, 0u));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), th(ob, 3)));
    CHECK(has(msg(e), "write by " + th(1 - ob, 0)));
    CHECK(has(msg(e), "index 0 of 1-byte"));
  }
}

TEST_CASE("S11_S5_rt7_atomic_then_own_plain_read_races_with_another_blocks_atomic",
          "[redteam][racecheck]") {
  const std::size_t n = 4;
  void *raw = host::device_alloc(n * sizeof(int));
  REQUIRE(raw);
  std::memset(raw, 0, n * sizeof(int));
  int *p = static_cast<int *>(raw);
  auto s = stream();
  for (unsigned ab : {0u, 1u}) {
    INFO("reading block " << ab);
    // twin: atomics only
    p[0] = 0;
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7AtomicThenOwnRead{}, view_mut(p, n), addr(p), ab,
                          false));
    expect_ok(s);
    CHECK(p[0] == 2);
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7AtomicThenOwnRead{}, view_mut(p, n), addr(p), ab,
                          true));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), "read by " + th(ab, 0)));
    CHECK(has(msg(e), "atomic by " + th(1 - ab, 0)));
    CHECK(has(msg(e), "index 0 of 4-byte"));
  }
  host::device_free(raw, n * sizeof(int));
}

TEST_CASE("S5_rt7_elements_of_6_to_72_bytes_written_whole_race_across_a_shadow_page",
          "[redteam][racecheck]") {
  SECTION("6") { rt7_blob_across_a_page<6>(); }
  SECTION("12") { rt7_blob_across_a_page<12>(); }
  SECTION("24") { rt7_blob_across_a_page<24>(); }
  SECTION("48") { rt7_blob_across_a_page<48>(); }
  SECTION("64") { rt7_blob_across_a_page<64>(); }
  SECTION("72") { rt7_blob_across_a_page<72>(); }
}

TEST_CASE("S5_rt7_foreign_read_at_page_boundaries_for_every_block_size",
          "[redteam][racecheck]") {
  for (unsigned bs : {32u, 64u, 96u, 128u, 192u, 256u, 1024u}) {
    const std::size_t n = 4 * std::size_t(bs) + 640;
    const unsigned grid = unsigned((n + bs - 1) / bs);
    void *raw = host::device_alloc(n * sizeof(int));
    void *rout = host::device_alloc(n * sizeof(int));
    REQUIRE(raw);
    REQUIRE(rout);
    std::memset(raw, 0, n * sizeof(int));
    std::memset(rout, 0, n * sizeof(int));
    int *y = static_cast<int *>(raw), *out = static_cast<int *>(rout);
    const std::size_t kb = (next_page(raw) - addr(raw)) / 4; // first word of a page
    auto s = stream();
    // twin: thread u reads its own element
    REQUIRE(rsgpu::launch(s, cfg(grid, bs), Rt7MineThenForeignRead{}, view_mut(y, n),
                          view_mut(out, n), 77ull, std::size_t(77)));
    expect_ok(s);
    CHECK(out[77] == 78);
    for (std::size_t k : {kb - 1, kb, kb + 127, kb + 128, kb + 255}) {
      const unsigned long long u = (k + bs) % (std::size_t(grid) * bs); // another block
      INFO("block size " << bs << ", element " << k << ", reader " << u);
      REQUIRE(rsgpu::launch(s, cfg(grid, bs), Rt7MineThenForeignRead{}, view_mut(y, n),
                            view_mut(out, n), u, k));
      auto e = expect_err(s, ErrorKind::DataRace);
      CHECK(has(msg(e), "write by " + th(unsigned(k / bs), unsigned(k % bs))));
      CHECK(has(msg(e), "read by " + th(unsigned(u / bs), unsigned(u % bs))));
      CHECK(has(msg(e), "index " + std::to_string(k) + " of 4-byte"));
    }
    host::device_free(raw, n * sizeof(int));
    host::device_free(rout, n * sizeof(int));
  }
}

TEST_CASE("S5_rt7_a_cell_of_an_earlier_launch_is_forgotten_no_false_positive",
          "[redteam][racecheck]") {
  for (std::size_t k : {std::size_t(0), std::size_t(127), std::size_t(128), std::size_t(300)}) {
    INFO("element " << k);
    auto s = stream();
    auto x = zeroed<int>(s, 512);
    auto out = zeroed<int>(s, 4);
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7TwoBlocksRead{}, x.borrow_mut(), out.borrow_mut(), k));
    expect_ok(s); // two reads: no race
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7OneBlockWriteReadWrite{}, x.borrow_mut(),
                          out.borrow_mut(), k, false));
    expect_ok(s); // ordered by block 0's barriers; launch A's readers are gone
    CHECK(to_vec(x)[k] == 6);
    CHECK(to_vec(out)[0] == 5);
    // the same again after two reads, with block 1 writing too: a race
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7TwoBlocksRead{}, x.borrow_mut(), out.borrow_mut(), k));
    expect_ok(s);
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7OneBlockWriteReadWrite{}, x.borrow_mut(),
                          out.borrow_mut(), k, true));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), "write by " + th(1, 7)));
    CHECK((has(msg(e), th(0, 0)) || has(msg(e), th(0, 1)) || has(msg(e), th(0, 2))));
    CHECK(has(msg(e), "index " + std::to_string(k) + " of 4-byte"));
  }
}

TEST_CASE("S6_rt7_uninitialised_byte_read_after_the_threads_own_write_of_its_granule",
          "[redteam][memcheck]") {
  auto s = stream();
  {
    auto b = rsgpu::DeviceBuffer<unsigned char>::create(s, 64); // 0xCD
    REQUIRE(b);
    auto out = zeroed<int>(s, 1);
    // twin: the byte it wrote
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7WriteByteReadByte{}, b->borrow_mut(),
                          out.borrow_mut(), 37ull, std::size_t(8), std::size_t(8)));
    expect_ok(s);
    CHECK(to_vec(out)[0] == 1);
  }
  for (std::size_t rd : {std::size_t(9), std::size_t(11)}) {
    INFO("writes byte 8, reads byte " << rd);
    auto b = rsgpu::DeviceBuffer<unsigned char>::create(s, 64);
    REQUIRE(b);
    auto out = zeroed<int>(s, 1);
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7WriteByteReadByte{}, b->borrow_mut(),
                          out.borrow_mut(), 37ull, std::size_t(8), rd));
    auto e = expect_err(s, ErrorKind::MemoryError);
    CHECK(has(msg(e), "uninitialised global memory"));
    CHECK(has(msg(e), th(1, 5)));
    CHECK(has(msg(e), "index " + std::to_string(rd) + " of 1-byte"));
  }
}

TEST_CASE("S6_rt7_uninitialised_half_of_a_granule_an_earlier_launch_half_wrote",
          "[redteam][memcheck]") {
  auto s = stream();
  auto h = rsgpu::DeviceBuffer<unsigned short>::create(s, 8); // 0xCD
  REQUIRE(h);
  auto out = zeroed<int>(s, 1);
  REQUIRE(rsgpu::launch(s, cfg(1, 32), Rt7WriteHalf{}, h->borrow_mut()));
  expect_ok(s);
  // twin: the written half
  REQUIRE(rsgpu::launch(s, cfg(1, 32), Rt7ReadHalf{}, h->borrow_mut(), out.borrow_mut(),
                        std::size_t(0)));
  expect_ok(s);
  CHECK(to_vec(out)[0] == 1);
  // the other half of granule 0, never written
  REQUIRE(rsgpu::launch(s, cfg(1, 32), Rt7ReadHalf{}, h->borrow_mut(), out.borrow_mut(),
                        std::size_t(1)));
  auto e = expect_err(s, ErrorKind::MemoryError);
  CHECK(has(msg(e), "uninitialised global memory"));
  CHECK(has(msg(e), th(0, 5)));
  CHECK(has(msg(e), "index 1 of 2-byte"));
}

namespace {
// ---- (9) own write, 2^14 barriers, own read: the epoch past a word's 14 bits ---
// Thread 0 writes x[0]; the block waits at `n` barriers; thread 0 reads x[0]
// and thread 1 writes it (racy) or reads it (twin). The barriers order the
// write before thread 1's access, not thread 0's read.
struct Rt7EpochWrapOwnRead {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> x, int n, bool racy) const {
    const unsigned r = t.block().thread_rank();
    if (r == 0) x.unsafe_at(0) = 1;
    for (int i = 0; i < n; ++i) t.block().sync();
    if (r == 0 && int(x.unsafe_at(0)) == 42) x.unsafe_at(2) = 1;
    if (r == 1) {
      if (racy) x.unsafe_at(0) = 3;
      else if (int(x.unsafe_at(0)) != 1) x.unsafe_at(3) = 9;
    }
  }
};

// ---- (10) two launches at once on disjoint sub-borrows sharing a shadow page ---
std::atomic<int> g_rt7_gate{0}, g_rt7_arrived{0};
struct Rt7Addr {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, SliceMut<unsigned long long> out) const {
    if (t.global_id() == 0) out.unsafe_at(0) = (unsigned long long)addr(y.unsafe_at(0).operator->());
  }
};
// Thread 0 writes y[k]; every warp joins a collective (the unit leaves the
// fast path: thread 0's write is in the shadow); the first thread past it
// waits for the host; then thread 32 (another warp, no barrier) writes y[k]
// too (racy) or y[k - 1] (twin).
struct Rt7GatedPair {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> y, std::size_t k, bool racy) const {
    const unsigned r = t.block().thread_rank();
    if (r == 0) y.unsafe_at(k) = 1;
    t.block().warp().sync();
    g_rt7_arrived.store(1);
    while (g_rt7_gate.load() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    if (r == 32) y.unsafe_at(racy ? k : k - 1) = 2;
  }
};
struct Rt7FillMine {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> z) const {
    if (auto e = z.mine(t)) *e = 3;
  }
};
} // namespace

TEST_CASE("S5_rt7_own_read_after_2_pow_14_barriers_races_with_a_later_write",
          "[redteam][racecheck]") {
  for (int n : {16384, 32768}) {
    INFO(n << " barriers between the write and the read");
    auto s = stream();
    auto x = zeroed<int>(s, 4);
    REQUIRE(rsgpu::launch(s, cfg(1, 32), Rt7EpochWrapOwnRead{}, x.borrow_mut(), n, true));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), "read by " + th(0, 0)));
    CHECK(has(msg(e), "write by " + th(0, 1)));
    CHECK(has(msg(e), "index 0 of 4-byte"));
    // twin: thread 1 reads (ordered after the write by the barriers)
    REQUIRE(rsgpu::launch(s, cfg(1, 32), Rt7EpochWrapOwnRead{}, x.borrow_mut(), n, false));
    expect_ok(s);
    CHECK(to_vec(x) == std::vector<int>{1, 0, 0, 0});
  }
}

TEST_CASE("S5_rt7_race_kept_when_a_concurrent_launch_on_a_disjoint_sub_borrow_shares_the_page",
          "[redteam][racecheck]") {
  auto s1 = stream(), s2 = stream();
  auto y = zeroed<int>(s1, 512);
  auto a = zeroed<unsigned long long>(s1, 1);
  REQUIRE(rsgpu::launch(s1, cfg(1, 32), Rt7Addr{}, y.borrow_mut(), a.borrow_mut()));
  expect_ok(s1);
  const unsigned long long base = to_vec(a)[0];
  // y[k] and y[k + 1] (the other launch's first element) on one shadow page
  const std::size_t k = (base + 4 * 101) % 512 == 0 ? 99 : 100;
  REQUIRE(s2.synchronize());
  // mode 0: no other launch (control, racy); 2: the other launch, twin (clean);
  // 1: the other launch, racy
  for (int mode : {0, 2, 1}) {
    INFO("mode " << mode << ", k " << k);
    g_rt7_gate.store(0);
    g_rt7_arrived.store(0);
    REQUIRE(rsgpu::launch(s1, cfg(1, 64), Rt7GatedPair{}, y.borrow_mut(0, k + 1), k, mode != 2));
    bool concurrent = true;
    if (mode != 0) {
      for (int i = 0; i < 5000 && !g_rt7_arrived.load(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      REQUIRE(g_rt7_arrived.load() == 1);
      std::thread watchdog([] {
        std::this_thread::sleep_for(std::chrono::seconds(5));
        g_rt7_gate.store(1); // never leaves the kernel waiting
      });
      REQUIRE(rsgpu::launch(s2, cfg(1, 64), Rt7FillMine{}, y.borrow_mut(k + 1, 64)));
      auto r2 = s2.synchronize();
      concurrent = g_rt7_gate.load() == 0;
      g_rt7_gate.store(1);
      watchdog.join();
      REQUIRE(r2);
    } else {
      g_rt7_gate.store(1);
    }
    REQUIRE(concurrent); // the other launch ran while this one waited
    if (mode == 2) {
      expect_ok(s1);
      auto v = to_vec(y);
      CHECK(v[k] == 1);
      CHECK(v[k - 1] == 2);
      CHECK(v[k + 1] == 3);
    } else {
      auto e = expect_err(s1, ErrorKind::DataRace);
      CHECK(has(msg(e), "Rt7GatedPair"));
      CHECK(has(msg(e), "write by " + th(0, 0)));
      CHECK(has(msg(e), "write by " + th(0, 32)));
      CHECK(has(msg(e), "index " + std::to_string(k) + " of 4-byte"));
    }
  }
}

namespace {
// ---- (11) sub-word `mine` writes: threads sharing a granule, a foreign write ---
// Every thread writes its own T element (mine; 2 or 4 threads share a
// granule); thread `u` also writes element `j` (u == j: its own, the twin).
template <class T> struct Rt7SubWordMineThenForeign {
  RSGPU_FN void operator()(Thread1D t, SliceMut<T> y, unsigned long long u, std::size_t j) const {
    if (auto e = y.mine(t)) *e = T(e.index() + 1);
    if (t.global_id() == u) y.unsafe_at(j) = T(200);
  }
};
template <class T> void rt7_sub_word_mine() {
  struct P {
    std::size_t j;
    unsigned long long u;
  };
  // the first, second and last element of a granule, owners in block 0 or 1
  for (P p : {P{40, 100}, P{41, 100}, P{40 + 4 / sizeof(T) - 1, 100}, P{104, 3}, P{105, 3}}) {
    INFO(sizeof(T) << "-byte elements: element " << p.j << ", foreign thread " << p.u);
    auto s = stream();
    auto y = zeroed<T>(s, 128);
    // twin: thread u rewrites its own element
    REQUIRE(rsgpu::launch(s, cfg(2, 64), Rt7SubWordMineThenForeign<T>{}, y.borrow_mut(), p.u,
                          std::size_t(p.u)));
    expect_ok(s);
    auto v = to_vec(y);
    CHECK(v[p.u] == T(200));
    CHECK(v[p.j] == T(p.j + 1));
    REQUIRE(rsgpu::launch(s, cfg(2, 64), Rt7SubWordMineThenForeign<T>{}, y.borrow_mut(), p.u,
                          p.j));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), th(unsigned(p.j / 64), unsigned(p.j % 64))));
    CHECK(has(msg(e), th(unsigned(p.u / 64), unsigned(p.u % 64))));
    CHECK(has(msg(e), "index " + std::to_string(p.j) + " of " + std::to_string(sizeof(T)) +
                          "-byte"));
  }
}
} // namespace

TEST_CASE("S5_rt7_foreign_write_of_a_u16_element_whose_granule_two_owners_share",
          "[redteam][racecheck]") {
  rt7_sub_word_mine<unsigned short>();
}

TEST_CASE("S5_rt7_foreign_write_of_a_u8_element_whose_granule_four_owners_share",
          "[redteam][racecheck]") {
  rt7_sub_word_mine<unsigned char>();
}

namespace {
// ---- (12) a launch stopped by a race, then a correct launch: nothing stale -----
// Element i is written by global thread i (forward) or n-1-i (reversed); with
// `racy`, thread 5 of block 0 also writes element 3.
struct Rt7MappedMaybeRacy {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> x, bool reversed, bool racy) const {
    std::size_t n = x.len(), g = std::size_t(t.global_id());
    if (g < n) x.unsafe_at(reversed ? n - 1 - g : g) = int(g);
    if (racy && g == 5) x.unsafe_at(3) = -1;
  }
};

// ---- (13) shared memory: each block its own, whichever OS thread runs it -------
// Thread w = (block + 1) % 31 of every block writes s[0]; after a barrier
// (`sync`) every thread reads it (clean: each block has its own s). Without
// the barrier thread 31 reads s[0] unordered with thread w's write (a race
// inside the block).
struct Rt7SharedPerBlock {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> out, bool sync) const {
    int *s = shared<int, 64>();
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    const unsigned w = (blk + 1) % 31;
    if (r == w) view_mut(s, 64).unsafe_at(0) = int(blk) + 100;
    if (sync) t.block().sync();
    if (sync || r == 31) out.unsafe_at(std::size_t(blk) * 32 + r) = view(s, 64)[0];
  }
};
// Block 0's thread 3 writes s[1]; block `rb` thread 7 reads s[1] (rb = 0 after a
// barrier: initialised; rb = 1: never written in block 1: uninitialised).
struct Rt7SharedOtherBlocksWrite {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> out, unsigned rb) const {
    int *s = shared<int, 8>();
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (blk == 0 && r == 3) view_mut(s, 8).unsafe_at(1) = 11;
    t.block().sync();
    if (blk == rb && r == 7) out.unsafe_at(0) = view(s, 8)[1];
  }
};
} // namespace

TEST_CASE("S5_rt7_a_launch_stopped_by_a_race_leaves_nothing_for_the_next_launch",
          "[redteam][racecheck]") {
  const std::size_t n = 64 * 64;
  auto s = stream();
  auto x = zeroed<int>(s, n);
  for (int round = 0; round < 4; ++round) {
    INFO("round " << round);
    REQUIRE(rsgpu::launch(s, cfg(64, 64), Rt7MappedMaybeRacy{}, x.borrow_mut(), false, true));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), th(0, 3)));
    CHECK(has(msg(e), th(0, 5)));
    CHECK(has(msg(e), "index 3 of 4-byte"));
    // twin: a correct launch with another owner per element
    REQUIRE(rsgpu::launch(s, cfg(64, 64), Rt7MappedMaybeRacy{}, x.borrow_mut(), true, false));
    expect_ok(s);
    auto v = to_vec(x);
    CHECK(v[0] == int(n - 1));
    CHECK(v[n - 1] == 0);
  }
}

TEST_CASE("S5_rt7_shared_memory_of_blocks_run_one_after_another_is_per_block",
          "[redteam][racecheck]") {
  auto s = stream();
  auto out = zeroed<int>(s, 16 * 32);
  // twin: every block writes its s[0] and reads it after a barrier: clean
  REQUIRE(rsgpu::launch(s, cfg(16, 32), Rt7SharedPerBlock{}, out.borrow_mut(), true));
  expect_ok(s);
  auto v = to_vec(out);
  for (unsigned b = 0; b < 16; ++b) CHECK(v[b * 32 + 31] == int(b) + 100);
  // without the barrier: thread 31 of the first block reads thread 1's write
  REQUIRE(rsgpu::launch(s, cfg(1, 32), Rt7SharedPerBlock{}, out.borrow_mut(), false));
  auto e = expect_err(s, ErrorKind::DataRace);
  CHECK(has(msg(e), "write by " + th(0, 1)));
  CHECK(has(msg(e), "read by " + th(0, 31)));
}

TEST_CASE("S6_rt7_shared_memory_another_block_wrote_is_uninitialised_in_this_one",
          "[redteam][memcheck]") {
  auto s = stream();
  auto out = zeroed<int>(s, 1);
  // twin: the same block's write, after a barrier
  REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7SharedOtherBlocksWrite{}, out.borrow_mut(), 0u));
  expect_ok(s);
  CHECK(to_vec(out)[0] == 11);
  for (int round = 0; round < 3; ++round) {
    INFO("round " << round);
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7SharedOtherBlocksWrite{}, out.borrow_mut(), 1u));
    auto e = expect_err(s, ErrorKind::MemoryError);
    CHECK(has(msg(e), "uninitialised shared memory"));
    CHECK(has(msg(e), th(1, 7)));
  }
}

namespace {
// ---- (14) memcheck: an 8-byte read whose one granule was written, one never ----
// Thread `who` writes the 4-byte halves `w0` (and `w1` when w1 != w0) of a
// poisoned (0xCD) allocation, then reads 8-byte element `rd` of the same memory.
struct Rt7HalfWrittenWideRead {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> h, SliceMut<unsigned long long> q,
                           SliceMut<int> out, unsigned long long who, std::size_t w0,
                           std::size_t w1, std::size_t rd) const {
    if (t.global_id() != who) return;
    h.unsafe_at(w0) = 1;
    if (w1 != w0) h.unsafe_at(w1) = 2;
    out.unsafe_at(0) = int(q.unsafe_at(rd) & 0xffff);
  }
};
} // namespace

TEST_CASE("S6_rt7_uninitialised_half_of_an_8_byte_read_the_thread_half_wrote",
          "[redteam][memcheck]") {
  const std::size_t bytes = 64;
  void *raw = host::device_alloc(bytes);
  REQUIRE(raw);
  std::memset(raw, 0xCD, bytes); // poison; no checked write has touched it
  auto *h = static_cast<int *>(raw);
  auto *q = static_cast<unsigned long long *>(raw);
  auto s = stream();
  auto out = zeroed<int>(s, 1);
  // twin: both halves of element 5 written first
  REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7HalfWrittenWideRead{}, view_mut(h, bytes / 4),
                        view_mut(q, bytes / 8), out.borrow_mut(), 37ull, std::size_t(10),
                        std::size_t(11), std::size_t(5)));
  expect_ok(s);
  CHECK(to_vec(out)[0] == 1);
  host::device_free(raw, bytes);
  // only the low (then only the high) half of element 6 written, each on a
  // fresh allocation (the first case's write would initialise the other's
  // half of the second)
  for (std::size_t w : {std::size_t(12), std::size_t(13)}) {
    INFO("the thread wrote int " << w << " only, reads 8-byte element 6");
    void *fresh = host::device_alloc(bytes);
    REQUIRE(fresh);
    std::memset(fresh, 0xCD, bytes);
    auto *fh = static_cast<int *>(fresh);
    auto *fq = static_cast<unsigned long long *>(fresh);
    REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7HalfWrittenWideRead{}, view_mut(fh, bytes / 4),
                          view_mut(fq, bytes / 8), out.borrow_mut(), 37ull, w, w,
                          std::size_t(6)));
    auto e = expect_err(s, ErrorKind::MemoryError);
    CHECK(has(msg(e), "uninitialised global memory"));
    CHECK(has(msg(e), th(1, 5)));
    CHECK(has(msg(e), "index 6 of 8-byte"));
    host::device_free(fresh, bytes);
  }
}

namespace {
// ---- (15) memcheck: data a kernel wrote that happens to be 0xCDCDCDCD ---------
// Launch A writes every element but `hole` through mine (element `cd`: the
// poison pattern itself); launch B reads every element, through the shared
// borrow's Slice<const int> (`borrow` true) or through the exclusive view.
struct Rt7WritePoisonPattern {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, std::size_t hole, std::size_t cd) const {
    if (auto e = y.mine(t))
      if (e.index() != hole) *e = e.index() == cd ? int(0xCDCDCDCDu) : int(e.index());
  }
};
struct Rt7CopyBorrow {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x, SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o = x[o.index()];
  }
};
struct Rt7CopyExclusive {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> x, SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o = x.unsafe_at(o.index());
  }
};
} // namespace

TEST_CASE("S6_rt7_a_kernel_written_poison_pattern_is_initialised_in_the_next_launch",
          "[redteam][memcheck]") {
  const std::size_t n = 256;
  for (bool borrow : {true, false}) {
    INFO((borrow ? "read through Slice<const int>" : "read through unsafe_at"));
    auto s = stream();
    auto x = rsgpu::DeviceBuffer<int>::create(s, n); // 0xCD
    REQUIRE(x);
    auto out = zeroed<int>(s, n);
    // element 37 (and 200) written by a kernel as 0xCDCDCDCD: initialised, clean
    REQUIRE(rsgpu::launch(s, cfg(4, 64), Rt7WritePoisonPattern{}, x->borrow_mut(), n,
                          std::size_t(37)));
    REQUIRE(rsgpu::launch(s, cfg(1, 64), Rt7WritePoisonPattern{}, x->borrow_mut(200, 1), n,
                          std::size_t(0)));
    if (borrow)
      REQUIRE(rsgpu::launch(s, cfg(4, 64), Rt7CopyBorrow{}, x->borrow(), out.borrow_mut()));
    else
      REQUIRE(rsgpu::launch(s, cfg(4, 64), Rt7CopyExclusive{}, x->borrow_mut(), out.borrow_mut()));
    expect_ok(s);
    auto v = to_vec(out);
    CHECK(v[37] == int(0xCDCDCDCDu));
    CHECK(v[200] == int(0xCDCDCDCDu));
    CHECK(v[38] == 38);
    // racy twin: element 90 never written
    auto y = rsgpu::DeviceBuffer<int>::create(s, n);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, cfg(4, 64), Rt7WritePoisonPattern{}, y->borrow_mut(),
                          std::size_t(90), std::size_t(37)));
    if (borrow)
      REQUIRE(rsgpu::launch(s, cfg(4, 64), Rt7CopyBorrow{}, y->borrow(), out.borrow_mut()));
    else
      REQUIRE(rsgpu::launch(s, cfg(4, 64), Rt7CopyExclusive{}, y->borrow_mut(), out.borrow_mut()));
    auto e = expect_err(s, ErrorKind::MemoryError);
    CHECK(has(msg(e), "uninitialised global memory"));
    CHECK(has(msg(e), th(1, 26)));
    CHECK(has(msg(e), "index 90 of 4-byte"));
  }
}

namespace {
// ---- (16) more unordered readers than a cell keeps, then an ordered writer -----
// Thread 9 of block `cb` reads x[0]; threads 0..k-1 of block 1 - cb read it
// too; block 1 - cb waits at a barrier and its thread 20 writes x[0]: ordered
// after its own block's reads, not after thread 9's (a race, `c_reads`).
struct Rt7ManyReadersThenWriter {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> x, SliceMut<int> out, unsigned cb,
                           unsigned k, bool c_reads) const {
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (blk == cb && r == 9 && c_reads) out.unsafe_at(64 + blk) = x.unsafe_at(0);
    if (blk == 1 - cb && r < k) out.unsafe_at(r) = x.unsafe_at(0);
    t.block().sync();
    if (blk == 1 - cb && r == 20) x.unsafe_at(0) = 7;
  }
};
} // namespace

TEST_CASE("S5_rt7_a_third_unordered_reader_is_not_forgotten_by_an_ordered_writer",
          "[redteam][racecheck]") {
  for (unsigned cb : {0u, 1u})
    for (unsigned k : {1u, 2u, 3u, 8u}) {
      INFO("lone reader in block " << cb << ", " << k << " readers in the writer's block");
      auto s = stream();
      auto x = zeroed<int>(s, 4);
      auto out = zeroed<int>(s, 128);
      // twin: the lone reader does not read
      REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7ManyReadersThenWriter{}, x.borrow_mut(),
                            out.borrow_mut(), cb, k, false));
      expect_ok(s);
      CHECK(to_vec(x)[0] == 7);
      REQUIRE(rsgpu::launch(s, cfg(2, 32), Rt7ManyReadersThenWriter{}, x.borrow_mut(),
                            out.borrow_mut(), cb, k, true));
      auto e = expect_err(s, ErrorKind::DataRace);
      CHECK(has(msg(e), "read by " + th(cb, 9)));
      CHECK(has(msg(e), "write by " + th(1 - cb, 20)));
      CHECK(has(msg(e), "index 0 of 4-byte"));
    }
}

namespace {
// ---- (17) shared memory: an atomic, then the thread's own plain read ----------
// Thread `a` adds atomically to s[0] and reads s[0] back (plain); thread `b`
// (another warp, no barrier) adds atomically to s[0] too: the read races with
// b's atomic (`read`); atomics alone are clean.
struct Rt7SharedAtomicThenOwnRead {
  RSGPU_FN void operator()(rsgpu::Thread t, SliceMut<int> out, unsigned a, unsigned b,
                           bool read) const {
    int *s = shared<int, 4>();
    const unsigned r = t.block().thread_rank();
    if (r == 0) view_mut(s, 4).unsafe_at(0) = 0;
    t.block().sync();
    if (r == a || r == b) atomic_add(s, 1);
    if (r == a && read) out.unsafe_at(1) = view_mut(s, 4).unsafe_at(0);
    t.block().sync();
    if (r == 0) out.unsafe_at(0) = view_mut(s, 4).unsafe_at(0);
  }
};
} // namespace

TEST_CASE("S11_S5_rt7_shared_atomic_then_own_plain_read_races_with_another_warps_atomic",
          "[redteam][racecheck]") {
  for (auto [a, b] : {std::pair{3u, 40u}, std::pair{40u, 3u}}) {
    INFO("reader " << a << ", other atomic " << b);
    auto s = stream();
    auto out = zeroed<int>(s, 2);
    // twin: atomics only
    REQUIRE(rsgpu::launch(s, cfg(1, 64), Rt7SharedAtomicThenOwnRead{}, out.borrow_mut(), a, b,
                          false));
    expect_ok(s);
    CHECK(to_vec(out)[0] == 2);
    REQUIRE(rsgpu::launch(s, cfg(1, 64), Rt7SharedAtomicThenOwnRead{}, out.borrow_mut(), a, b,
                          true));
    auto e = expect_err(s, ErrorKind::DataRace);
    CHECK(has(msg(e), "read by " + th(0, a)));
    CHECK(has(msg(e), "atomic by " + th(0, b)));
  }
}
