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
