// Red team 8 (2026-12-06): misuse of the rsgpu C++ library written black-box
// from README.md, docs/library.md, docs/safety-model.md, docs/emulator.md and
// docs/device/*.md only. Each case asserts the documented error kind and what
// it names; twins (correct code near a misuse) must run clean. Cases that
// fail (holes) are listed in open.txt and carry the label adversarial_open.
#include <catch2/catch.hpp>

#include <rsgpu/collectives.hpp>
#include <rsgpu/rsgpu.hpp>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <fstream>
#include <limits>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

using namespace rsgpu;

namespace rt8 {
template <class R> std::string text(const R &r) { return r ? "ok" : r.error().to_string(); }
inline bool has(std::string_view hay, std::string_view needle) {
  return hay.find(needle) != std::string_view::npos;
}
inline Stream stream() {
  auto s = Stream::create();
  REQUIRE(s);
  return std::move(*s);
}
template <class T> DeviceBuffer<T> zeroed(Stream &s, std::size_t n) {
  auto b = DeviceBuffer<T>::zeroed(s, n);
  REQUIRE(b);
  return std::move(*b);
}
inline LaunchConfig cfg(Dim3 grid, Dim3 block) {
  LaunchConfig c;
  c.grid = grid;
  c.block = block;
  c.checks = Check::All;
  return c;
}
// The line of this file carrying `// marker` (a kernel's error site).
inline unsigned line_of(const char *marker) {
  std::ifstream in(__FILE__);
  if (!in) in.open(std::string(RT8_SOURCE_DIR) + "/emu_test.cpp");
  std::string line, want = std::string("// ") + marker;
  for (unsigned n = 1; std::getline(in, line); ++n)
    if (line.find(want) != std::string::npos) return n;
  return 0;
}
// Keeps a kernel in flight until the host opens it (harness only: host
// memory read by a kernel works on the emulator).
inline std::atomic<int> &gate() {
  static std::atomic<int> g{0};
  return g;
}
inline void gate_wait() {
  while (gate().load() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}
struct OpenLater {
  std::thread th;
  explicit OpenLater(int ms)
      : th([ms] {
          std::this_thread::sleep_for(std::chrono::milliseconds(ms));
          gate().store(1);
        }) {}
  ~OpenLater() { th.join(); }
};
} // namespace rt8

using rt8::has;
using rt8::text;

namespace {
struct Fill {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, int v) const {
    if (auto e = y.mine(t)) *e = v;
  }
};
struct GatedFill {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, int v) const {
    if (t.global_id() == 0) rt8::gate_wait();
    if (auto e = y.mine(t)) *e = v;
  }
};
struct GatedRead {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x, SliceMut<int> out) const {
    if (t.global_id() == 0) rt8::gate_wait();
    if (auto e = out.mine(t)) *e = x[e.index()];
  }
};
struct FillMatrix {
  RSGPU_FN void operator()(Thread1D t, MatrixMut<int> m, Slice<const int> x) const {
    if (auto e = m.mine(t)) *e = x.len();
  }
};
} // namespace

// ---------------------------------------------------------------- S1 owners

// LIB "Streams and owners": move-only owners, moved-from objects are empty.
// `buf = std::move(buf)` must neither free the live allocation (a later read
// of freed memory) nor crash: the buffer keeps its data, or is empty and says
// UseAfterMove.
TEST_CASE("S1_rt8_self_move_assignment_keeps_or_empties_the_buffer") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 64);
  REQUIRE(launch(s, LaunchConfig::for_elements(64), Fill{}, y.borrow_mut(), 7));
  auto &alias = y;
  y = std::move(alias);
  auto v = y.to_vec();
  INFO(text(v));
  if (v) {
    REQUIRE(v->size() == 64);
    for (int x : *v) CHECK(x == 7);
    REQUIRE(launch(s, LaunchConfig::for_elements(64), Fill{}, y.borrow_mut(), 9));
    auto w = y.to_vec();
    REQUIRE(w);
    CHECK((*w)[63] == 9);
  } else {
    CHECK(v.error().kind() == ErrorKind::UseAfterMove);
    CHECK(has(v.error().message(), "DeviceBuffer"));
  }
}

// Twin: owners in a std::vector that reallocates; a borrow taken before the
// growth belongs to the allocation (S4_rt_swapped_owners_keep_the_borrow...),
// so the launch after the growth writes the buffer now at v[0].
TEST_CASE("S1_rt8_borrow_taken_before_vector_growth_writes_the_moved_owner") {
  auto s = rt8::stream();
  std::vector<DeviceBuffer<int>> v;
  v.push_back(rt8::zeroed<int>(s, 32));
  auto b = v[0].borrow_mut();
  for (int i = 0; i < 40; ++i) v.push_back(rt8::zeroed<int>(s, 32));
  REQUIRE(launch(s, LaunchConfig::for_elements(32), Fill{}, std::move(b), 5));
  auto h = v[0].to_vec();
  REQUIRE(h);
  for (int x : *h) CHECK(x == 5);
  auto h1 = v[1].to_vec();
  REQUIRE(h1);
  CHECK((*h1)[0] == 0);
}

// SM S1: "free() twice is an error"; LIB: calls on an emptied owner return
// UseAfterMove "naming the owner (`use of a moved-from DeviceBox`)". A
// DeviceBox freed twice must say DeviceBox, not the DeviceBuffer inside it.
TEST_CASE("S1_rt8_device_box_freed_twice_names_the_box") {
  auto s = rt8::stream();
  auto bx = DeviceBox<int>::create(s, 3);
  REQUIRE(bx);
  REQUIRE(bx->free());
  auto second = bx->free();
  INFO(text(second));
  REQUIRE_FALSE(second);
  CHECK(second.error().kind() == ErrorKind::UseAfterMove);
  CHECK(has(second.error().message(), "DeviceBox"));
  auto g = bx->get();
  INFO(text(g));
  REQUIRE_FALSE(g);
  CHECK(g.error().kind() == ErrorKind::UseAfterMove);
  CHECK(has(g.error().message(), "DeviceBox"));
}

// ------------------------------------------------- S13 use after move at run time

// LIB: "A borrow that was moved (given to a kernel) ... makes launch return
// UseAfterMove". The borrow moved into rsgpu::matrix and launched, then
// launched again by itself.
TEST_CASE("S13_rt8_borrow_moved_into_a_matrix_then_launched_again_is_use_after_move") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 16);
  auto x = rt8::zeroed<int>(s, 4);
  auto b = y.borrow_mut();
  REQUIRE(launch(s, LaunchConfig::for_elements(16), FillMatrix{}, matrix(std::move(b), 4, 4),
                 x.borrow()));
  auto r = launch(s, LaunchConfig::for_elements(16), Fill{}, std::move(b), 1); // NOLINT
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  auto h = y.to_vec();
  REQUIRE(h);
  CHECK((*h)[0] == 4); // the matrix launch ran
  for (int v : *h) CHECK(v != 1); // the second launch wrote nothing
}

// S1/S13: Stream is a move-only owner (LIB: "a Result of a move-only owner
// (DeviceBuffer, DeviceBox, Stream)"). Launching on, allocating on or
// synchronising a moved-from Stream must be an Error (UseAfterMove), not a
// crash.
TEST_CASE("S13_rt8_moved_from_stream_is_use_after_move") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 32);
  Stream s2 = std::move(s);
  auto r = launch(s, LaunchConfig::for_elements(32), Fill{}, y.borrow_mut(), 1); // NOLINT
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  CHECK(has(r.error().message(), "Stream"));
  auto z = DeviceBuffer<int>::zeroed(s, 8); // NOLINT
  INFO(text(z));
  REQUIRE_FALSE(z);
  CHECK(z.error().kind() == ErrorKind::UseAfterMove);
  auto q = s.synchronize(); // NOLINT
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::UseAfterMove);
  REQUIRE(s2.synchronize());
}

namespace {
// SH: "A handle moved into a barrier is dead: in checked builds a slot or
// SharedOwned kept past the barrier, or the moved-from handle, panics naming
// S8 and where the slot was taken".
struct MovedFromSharedWritten {
  RSGPU_FN void operator()(Thread1D t, SliceMut<float> y) const {
    auto b = t.block();
    auto s = shared<float, 64>(b, [] {});
    s.mine(b) = 1.0f;
    auto r = b.sync(std::move(s));
    s.mine(b) = 2.0f; // rt8: moved-from write
    if (auto e = y.mine(t)) *e = r[(b.thread_rank() + 1) % 64];
  }
};
} // namespace

TEST_CASE("S13_rt8_moved_from_shared_slice_written_after_the_barrier_panics_naming_S8") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<float>(s, 64);
  auto r = launch(s, rt8::cfg({1}, {64}), MovedFromSharedWritten{}, y.borrow_mut());
  INFO(text(r));
  REQUIRE(r);
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::DevicePanic);
  CHECK(has(q.error().panic().message(), "S8"));
  CHECK(q.error().panic().line == rt8::line_of("rt8: moved-from write"));
}

namespace {
// CL: "a remote read happens only after every block has written (first
// barrier) and before any block can exit or overwrite (second barrier)";
// `cl.sync(std::move(dsm))` is the closing barrier, after which the moved-from
// RemoteShared is dead (SH: a moved-from handle panics in checked builds;
// the checker's RG0401 flags it statically). Block 1 reads block 0's slice
// after the closing barrier.
template <bool Rewrite> struct RemoteReadAfterClosingBarrier {
  RSGPU_FN void operator()(Thread1D t, SliceMut<float> y) const {
    auto b = t.block();
    auto cl = b.cluster();
    auto part = shared<float, 32>(b, [] {});
    part.mine(b) = float(cl.rank() + 1);
    auto dsm = cl.sync(std::move(part));
    auto w = cl.sync(std::move(dsm));
    if (Rewrite) w.mine(b) = 100.0f;
    float v = 0;
    if (cl.rank() == 1) v = dsm.read(0, b.thread_rank()); // rt8: remote read after close
    if (auto e = y.mine(t)) *e = v;
  }
};
template <bool Rewrite> rsgpu::Error remote_read_after_close() {
  auto s = rt8::stream();
  auto y = rt8::zeroed<float>(s, 64);
  auto c = rt8::cfg({2}, {32});
  c.cluster = {2};
  auto r = launch(s, c, RemoteReadAfterClosingBarrier<Rewrite>{}, y.borrow_mut());
  INFO(text(r));
  REQUIRE(r);
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  return q.error();
}
} // namespace

// Block 0 just exits after the closing barrier (on a GPU its shared memory
// is gone): the read through the moved-from RemoteShared must still be an
// error, the moved-from handle's panic naming S8/S10 at the read's line.
TEST_CASE("S10_S13_rt8_remote_read_after_the_closing_barrier_of_an_exited_block_panics") {
  auto e = remote_read_after_close<false>();
  INFO(e.to_string());
  CHECK(e.kind() == ErrorKind::DevicePanic);
  CHECK((has(e.panic().message(), "S10") || has(e.panic().message(), "S8")));
  CHECK(e.panic().line == rt8::line_of("rt8: remote read after close"));
  CHECK(e.panic().block.x == 1);
}

// ------------------------------------------------------------------ S3 borrows

// SM S3: a borrow ends at kernel completion, whatever happens to the owner
// object; S4_rt_* say the borrow stays on the allocation when its owner is
// moved. A writer in flight on s1, its owner moved to another variable, then
// a reader of the new owner on s2: BorrowConflict.
TEST_CASE("S3_rt8_owner_moved_while_its_kernel_writes_still_conflicts_on_another_stream") {
  auto s1 = rt8::stream();
  auto s2 = rt8::stream();
  auto y = rt8::zeroed<int>(s1, 64);
  auto out = rt8::zeroed<int>(s2, 64);
  rt8::gate().store(0);
  REQUIRE(launch(s1, LaunchConfig::for_elements(64), GatedFill{}, y.borrow_mut(), 3));
  DeviceBuffer<int> moved = std::move(y);
  auto r = launch(s2, LaunchConfig::for_elements(64), GatedRead{}, moved.borrow(), out.borrow_mut());
  rt8::gate().store(1);
  INFO(text(r));
  CHECK_FALSE(r);
  if (!r) CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  REQUIRE(s1.synchronize());
  REQUIRE(s2.synchronize());
  auto h = moved.to_vec();
  REQUIRE(h);
  CHECK((*h)[0] == 3);
}

// VIEWS: a matrix is a borrow group checked "exactly as the borrows would be
// if passed one by one". matrix(y.borrow_mut(), 4, 4) covers elements 0..15;
// y.borrow(15, 1) overlaps the last: BorrowConflict naming both arguments.
TEST_CASE("S3_rt8_matrix_and_a_borrow_of_its_last_element_conflict") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 16);
  auto r = launch(s, LaunchConfig::for_elements(16), FillMatrix{}, matrix(y.borrow_mut(), 4, 4),
                  y.borrow(15, 1));
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  CHECK(has(r.error().message(), "argument 0"));
  CHECK(has(r.error().message(), "argument 1"));
  // twin: a matrix over the first 12 elements and a borrow of the last 4
  auto ok = launch(s, LaunchConfig::for_elements(16), FillMatrix{}, matrix(y.borrow_mut(0, 12), 4, 3),
                   y.borrow(12, 4));
  INFO(text(ok));
  CHECK(ok);
  REQUIRE(s.synchronize());
}

// ------------------------------------------------------------- S4 host access

// LIB: "Host reads wait for exclusive borrowers, writes and frees wait for all
// borrowers; try_copy_to_host, try_copy_from_host and try_free return Busy
// instead of waiting for a kernel". A *shared* reader in flight: try write and
// try free are Busy, try read is not.
TEST_CASE("S4_rt8_shared_reader_in_flight_try_write_and_free_busy_try_read_fine") {
  auto s1 = rt8::stream();
  auto s = rt8::stream();
  std::vector<int> init(64, 11);
  auto x = DeviceBuffer<int>::from_host(s, init);
  REQUIRE(x);
  auto out = rt8::zeroed<int>(s1, 64);
  rt8::gate().store(0);
  REQUIRE(launch(s1, LaunchConfig::for_elements(64), GatedRead{}, x->borrow(), out.borrow_mut()));
  std::vector<int> h(64, 0), w(64, 99);
  auto rd = x->try_copy_to_host(h);
  auto wr = x->try_copy_from_host(w);
  auto fr = x->try_free();
  rt8::gate().store(1);
  INFO("read " << text(rd) << " / write " << text(wr) << " / free " << text(fr));
  CHECK(rd);
  if (rd) CHECK(h[5] == 11);
  REQUIRE_FALSE(wr);
  CHECK(wr.error().kind() == ErrorKind::Busy);
  REQUIRE_FALSE(fr);
  CHECK(fr.error().kind() == ErrorKind::Busy);
  REQUIRE(s1.synchronize());
  auto o = out.to_vec();
  REQUIRE(o);
  CHECK((*o)[63] == 11); // the reader saw the old data, not 99
}

// -------------------------------------------------------------------- S6 bounds

namespace {
struct WrappingSubslice {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x, SliceMut<int> y) const {
    int v = 0;
    if (t.global_id() == 1) {
      auto sub = x.subslice(std::numeric_limits<std::size_t>::max(), 2); // rt8: wrapping subslice
      v = sub[1];
    }
    if (auto e = y.mine(t)) *e = v;
  }
};
} // namespace

// LIB/SM S6: subslice is bounds-checked and panics at the caller's file and
// line. offset + n wraps to 1 here: it must still panic.
TEST_CASE("S6_rt8_subslice_with_a_wrapping_offset_panics_at_the_call") {
  auto s = rt8::stream();
  auto x = rt8::zeroed<int>(s, 8);
  auto y = rt8::zeroed<int>(s, 8);
  REQUIRE(launch(s, rt8::cfg({1}, {8}), WrappingSubslice{}, x.borrow(), y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::DevicePanic);
  CHECK(q.error().panic().line == rt8::line_of("rt8: wrapping subslice"));
  CHECK(q.error().panic().thread.x == 1);
}

namespace {
struct Mine2D {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> y, unsigned w, unsigned h) const {
    if (auto e = mine_2d(y, t, w, h)) *e = *e + 1; // rt8: mine_2d call
  }
};
} // namespace

// TH: mine_2d(m, t, w, h) is element (x, y) = t.global_idx() of a row-major
// w x h matrix. With w = 4 and a grid 8 threads wide, thread (4, 0) and
// thread (0, 1) would both be element 4 unless x >= w gets nothing (S5: no
// element from two threads; racecheck names both if it happens). Every
// element 0..15 must be written exactly once.
TEST_CASE("S5_rt8_mine_2d_with_a_width_below_the_grid_width_gives_no_element_twice") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 64);
  REQUIRE(launch(s, rt8::cfg({1, 1}, {8, 4}), Mine2D{}, y.borrow_mut(), 4u, 4u));
  auto q = s.synchronize();
  INFO(text(q));
  CHECK(q);
  auto h = y.to_vec();
  REQUIRE(h);
  for (std::size_t i = 0; i < 16; ++i) CHECK((*h)[i] == 1);
  for (std::size_t i = 16; i < 64; ++i) CHECK((*h)[i] == 0);
}

// mine_2d with w x h larger than the view (a 16-element sub-borrow of 64,
// w = h = 8): elements past the view must not be written (nothing, or S6's
// panic).
TEST_CASE("S6_rt8_mine_2d_extents_past_the_view_write_nothing_past_it") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 64);
  REQUIRE(launch(s, rt8::cfg({1, 1}, {8, 8}), Mine2D{}, y.borrow_mut(0, 16), 8u, 8u));
  auto q = s.synchronize();
  INFO(text(q));
  if (!q) {
    // LIB: a bad index "panics with Rust's message ..., naming the caller's
    // file and line" — the mine_2d call, not a line inside the library
    CHECK(q.error().kind() == ErrorKind::DevicePanic);
    CHECK(has(q.error().panic().file(), "emu_test.cpp"));
    CHECK(q.error().panic().line == rt8::line_of("rt8: mine_2d call"));
  }
  auto h = y.to_vec();
  REQUIRE(h);
  for (std::size_t i = 16; i < 64; ++i) CHECK((*h)[i] == 0);
}

namespace {
struct SplitPastTheArray {
  RSGPU_FN void operator()(Thread1D t, SliceMut<float> y) const {
    auto b = t.block();
    auto s = shared<float, 256>(b, [] {});
    s.mine(b) = 1.0f;
    auto sp = b.sync_split_at(std::move(s), 300); // rt8: split past the end
    float v = 0;
    if (b.thread_rank() == 0) v = sp.upper(0); // slot 300 of 256
    if (auto e = y.mine(t)) *e = v;
  }
};
} // namespace

// SH: sync_split_at(s, k) is split_at_mut (Rust panics for k > len); upper(i)
// is slot k + i, "bounds-checked against len() - k". k = 300 > 256: a
// DevicePanic (at the split or at upper), never a read of slot 300.
TEST_CASE("S6_rt8_split_point_past_the_shared_array_panics") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<float>(s, 256);
  REQUIRE(launch(s, rt8::cfg({1}, {256}), SplitPastTheArray{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::DevicePanic);
  CHECK((q.error().panic().line == rt8::line_of("rt8: split past the end") ||
         q.error().panic().line == rt8::line_of("slot 300 of 256")));
}

// ------------------------------------------------------------ S8/S9 synccheck

namespace {
struct LastRowReturns {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> y) const {
    auto b = t.block();
    if (t.block_idx().x == 2 && t.thread_idx().y == 7) return;
    b.sync(); // rt8: barrier missing the last row
    if (auto e = y.mine(t)) *e = 1;
  }
};
} // namespace

// EMU synccheck: "a barrier that can no longer complete because threads of
// the block exited" is SyncError, not a hang. A 16 x 8 block, only block 2's
// last row returns: SyncError naming block 2.
TEST_CASE("S8_rt8_barrier_missed_by_the_last_row_of_one_2d_block_is_a_sync_error") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 4 * 128);
  REQUIRE(launch(s, rt8::cfg({4, 1}, {16, 8}), LastRowReturns{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::SyncError);
  CHECK(has(q.error().message(), "(2, 0, 0)"));
}

namespace {
RSGPU_FN void step(const Block2D &b) { b.sync(); }
struct DivergentBarriersThroughAHelper {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> y) const {
    auto b = t.block();
    if (b.thread_rank() % 2) {
      step(b); // rt8: odd threads' barrier
    } else {
      step(b); // rt8: even threads' barrier
    }
    if (auto e = y.mine(t)) *e = 1;
  }
};
} // namespace

// EMU: with Check::Sync, "threads of one block waiting at different barriers
// are reported (`if (odd) b.sync(); else b.sync();`)". The same program with
// the barrier in a helper (as every CUDA code base writes `__syncthreads`
// wrappers): still two barriers, SyncError naming both call sites.
TEST_CASE("S8_rt8_divergent_barriers_through_one_helper_detected") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 64);
  REQUIRE(launch(s, rt8::cfg({1, 1}, {8, 8}), DivergentBarriersThroughAHelper{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::SyncError);
  CHECK(has(q.error().message(), std::to_string(rt8::line_of("rt8: odd threads' barrier"))));
  CHECK(has(q.error().message(), std::to_string(rt8::line_of("rt8: even threads' barrier"))));
}

namespace {
template <class Op> RSGPU_FN float reduce_with(const Warp &w, float v, Op op) {
  return w.reduce(v, op);
}
struct PlusAgainstMaxInOneHelper {
  RSGPU_FN void operator()(Thread1D t, SliceMut<float> y) const {
    auto w = t.block().warp();
    float r = w.lane() < 16 ? reduce_with(w, 1.0f, Plus{}) : reduce_with(w, 1.0f, Max{});
    if (auto e = y.mine(t)) *e = r;
  }
};
template <class T> RSGPU_FN T broadcast(const Warp &w, T v) { return w.shfl(v, 0); }
struct FloatAgainstDoubleShuffleInOneHelper {
  RSGPU_FN void operator()(Thread1D t, SliceMut<float> y) const {
    auto w = t.block().warp();
    float r = w.lane() % 2 ? broadcast(w, 2.0f) : float(broadcast(w, 2.0));
    if (auto e = y.mine(t)) *e = r;
  }
};
} // namespace

// EMU synccheck: lanes must agree on "the reduction operator (reduce(Plus)
// is not reduce(Max))" — here at one call site, in a helper.
static void rt8_plus_against_max() {
  auto s = rt8::stream();
  auto y = rt8::zeroed<float>(s, 32);
  REQUIRE(launch(s, rt8::cfg({1}, {32}), PlusAgainstMaxInOneHelper{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::SyncError);
  CHECK(has(q.error().message(), "lane"));
}

// EMU synccheck: lanes must agree on "the value size" — a float shuffle
// against a double shuffle at one call site.
static void rt8_float_against_double() {
  auto s = rt8::stream();
  auto y = rt8::zeroed<float>(s, 32);
  REQUIRE(launch(s, rt8::cfg({1}, {32}), FloatAgainstDoubleShuffleInOneHelper{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::SyncError);
  CHECK(has(q.error().message(), "lane"));
}

namespace {
struct TwoTilesTwoCollectives {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto q = t.block().tile<16>();
    int r = 0;
    if (q.meta_group_rank() % 2 == 0)
      r = q.reduce(int(q.thread_rank()), Plus{});
    else
      r = int(q.ballot(q.thread_rank() % 4 == 0));
    if (auto e = y.mine(t)) *e = r;
  }
};
} // namespace

// Twin, EMU: "Several collectives with disjoint masks may be pending in one
// warp": the two 16-lane tiles of a warp run different collectives.
TEST_CASE("S9_rt8_two_half_warp_tiles_run_different_collectives_clean") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 64);
  REQUIRE(launch(s, rt8::cfg({1}, {64}), TwoTilesTwoCollectives{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE(q);
  auto h = y.to_vec();
  REQUIRE(h);
  CHECK((*h)[0] == 120);   // 0 + 1 + ... + 15
  CHECK((*h)[16] == 0x1111); // lanes 0, 4, 8, 12 of the tile
  CHECK((*h)[32] == 120);
}

// ---------------------------------------------------------------- S10 clusters

namespace {
struct RankOnePassesTwice {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto cl = t.block().cluster();
    cl.sync();
    if (cl.rank() == 1) cl.sync(); // rt8: extra cluster barrier
    if (auto e = y.mine(t)) *e = int(cl.rank());
  }
};
} // namespace

// SM S10: "the emulator checks both barriers (a block that skips one or
// passes it fewer times: SyncError)": rank 1 passes a second cluster barrier
// rank 0 never reaches.
TEST_CASE("S10_rt8_block_passing_the_cluster_barrier_once_more_is_a_sync_error") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 128);
  auto c = rt8::cfg({4}, {32});
  c.cluster = {2};
  REQUIRE(launch(s, c, RankOnePassesTwice{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::SyncError);
  CHECK(has(q.error().message(), "Cluster::sync()"));
}

// ------------------------------------------------------------------ S11 atomics

namespace {
struct ClusterCount {
  RSGPU_FN void operator()(Thread1D t, AtomicSlice<unsigned, scope::Cluster> a) const {
    a.at(0).fetch_add(1u, Ordering::Relaxed);
    (void)t;
  }
};
} // namespace

// AT: "a borrow's scope must span the launch: ... scope::Cluster on one
// cluster"; a wider launch is InvalidLaunchConfig naming the argument, the
// scope and the launch's extent. Grid 4, clusters of 2: refused; grid 2,
// cluster 2: runs and counts 64.
static void rt8_cluster_scope() {
  auto s = rt8::stream();
  auto a = rt8::zeroed<unsigned>(s, 1);
  auto c = rt8::cfg({4}, {32});
  c.cluster = {2};
  auto r = launch(s, c, ClusterCount{}, atomic<scope::Cluster>(a.borrow_mut()));
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  CHECK(has(r.error().message(), "argument 0"));
  CHECK((has(r.error().message(), "Cluster") || has(r.error().message(), "cluster")));
  // no clusters at all: every block its own cluster of one; 2 blocks refused
  auto c2 = rt8::cfg({2}, {32});
  auto r2 = launch(s, c2, ClusterCount{}, atomic<scope::Cluster>(a.borrow_mut()));
  INFO(text(r2));
  REQUIRE_FALSE(r2);
  CHECK(r2.error().kind() == ErrorKind::InvalidLaunchConfig);
  // twin: one cluster of two blocks
  auto c3 = rt8::cfg({2}, {32});
  c3.cluster = {2};
  auto ok = launch(s, c3, ClusterCount{}, atomic<scope::Cluster>(a.borrow_mut()));
  INFO(text(ok));
  REQUIRE(ok);
  auto h = a.to_vec();
  REQUIRE(h);
  CHECK((*h)[0] == 64u);
}

namespace {
struct BlockAtomicArray {
  RSGPU_FN void operator()(Thread1D t, AtomicArray<unsigned, 4, scope::Block> a) const {
    a.at(t.global_id() % 4).fetch_add(1u, Ordering::Relaxed);
  }
};
} // namespace

// AT: the same rule for atomic_array<N, Scope>: block scope over 3 blocks is
// InvalidLaunchConfig.
static void rt8_block_scope_array() {
  auto s = rt8::stream();
  auto a = rt8::zeroed<unsigned>(s, 4);
  auto r = launch(s, rt8::cfg({3}, {32}), BlockAtomicArray{},
                  atomic_array<4, scope::Block>(a.borrow_mut()));
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  auto ok = launch(s, rt8::cfg({1}, {32}), BlockAtomicArray{},
                   atomic_array<4, scope::Block>(a.borrow_mut()));
  INFO(text(ok));
  REQUIRE(ok);
  auto h = a.to_vec();
  REQUIRE(h);
  CHECK((*h)[3] == 8u);
}

// ------------------------------------------------------------ S2 twins (run)

struct Rt8Inner {
  float scale;
  std::array<int, 3> offs;
};
RSGPU_DEVICE_COPY(Rt8Inner);
struct Rt8Params {
  Rt8Inner in;
  double bias;
};
RSGPU_DEVICE_COPY(Rt8Params);

// Twin, LIB S2: a capture-free lambda is a kernel ("a capture-free function
// object"), and a RSGPU_DEVICE_COPY struct holding another one and an array
// crosses the launch boundary.
TEST_CASE("S2_rt8_capture_free_lambda_kernel_with_nested_device_copy_struct_runs") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<float>(s, 64);
  Rt8Params p{{2.0f, {1, 2, 3}}, 0.5};
  auto k = [](Thread1D t, SliceMut<float> y, Rt8Params p) {
    if (auto e = y.mine(t)) *e = p.in.scale * float(p.in.offs[2]) + float(p.bias);
  };
  auto r = launch(s, LaunchConfig::for_elements(64), k, y.borrow_mut(), p);
  INFO(text(r));
  REQUIRE(r);
  auto h = y.to_vec();
  REQUIRE(h);
  CHECK((*h)[63] == 6.5f);
}

// ------------------------------------------------------- second set (more S3/S4/S6/S8/S11)

namespace {
struct MatrixColumnPastCols {
  RSGPU_FN void operator()(Thread1D t, Matrix<const int> m, SliceMut<int> y) const {
    int v = 0;
    if (t.global_id() == 2) v = m(0, 4); // rt8: column 4 of a 4 x 4 matrix
    if (auto e = y.mine(t)) *e = v;
  }
};
} // namespace

// VIEWS: "`m(r, c)` still panics outside the extents (S6)". Column 4 of a
// 4 x 4 matrix is element 4 of the buffer (inside it), but outside the
// extents: DevicePanic at that line, thread 2.
static void rt8_matrix_column() {
  auto s = rt8::stream();
  auto x = rt8::zeroed<int>(s, 16);
  auto y = rt8::zeroed<int>(s, 4);
  REQUIRE(launch(s, rt8::cfg({1}, {4}), MatrixColumnPastCols{}, matrix(x.borrow(), 4, 4),
                 y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::DevicePanic);
  CHECK(q.error().panic().line == rt8::line_of("rt8: column 4 of a 4 x 4 matrix"));
  CHECK(q.error().panic().thread.x == 2);
}

namespace {
struct TileColumnPastCols {
  RSGPU_FN void operator()(Thread2D t, SliceMut<float> y) const {
    auto b = t.block();
    auto tile = shared_tile<float, 4, 4>(b, [] {});
    tile.for_each_mine<4, 4, 4>(b, [&](unsigned r, unsigned c, auto e) { e = float(r * 4 + c); });
    auto rd = b.sync(std::move(tile));
    float v = 0;
    if (b.thread_rank() == 1) v = rd(0, 5); // rt8: tile column 5 of 4
    if (auto e = y.mine(t)) *e = v;
  }
};
} // namespace

// SH: "SharedTile's read rd(r, c) checks r < Rows, c < Cols (S6)". (0, 5) of
// a 4 x 4 tile is slot 5, inside the array but not the tile: DevicePanic.
static void rt8_tile_column() {
  auto s = rt8::stream();
  auto y = rt8::zeroed<float>(s, 16);
  REQUIRE(launch(s, rt8::cfg({1, 1}, {4, 4}), TileColumnPastCols{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  CHECK(q.error().kind() == ErrorKind::DevicePanic);
  CHECK(q.error().panic().line == rt8::line_of("rt8: tile column 5 of 4"));
  CHECK(q.error().panic().thread.x == 1);
}

namespace {
struct SplitPointPerThread {
  RSGPU_FN void operator()(Thread1D t, SliceMut<float> y) const {
    auto b = t.block();
    auto s = shared<float, 128>(b, [] {});
    s.mine(b) = 1.0f;
    // threads disagree on the split point: warp 0 splits at 64, the rest at 128
    auto sp = b.sync_split_at(std::move(s), b.thread_rank() < 32 ? 64u : 128u);
    float v = 0;
    if (auto e = sp.lower_mine(b)) *e += 1.0f;    // threads 64..127 write their slots
    if (b.thread_rank() < 32) v = sp.upper(b.thread_rank() + 32); // slots 96..127
    auto r = b.sync(std::move(sp));
    if (auto e = y.mine(t)) *e = v + r[0];
  }
};
} // namespace

// SH: a split phase is split_at_mut: nobody writes the upper part. Threads
// that disagree on k make warp 0 read slots 96..127 that threads 96..127
// write in the same phase: racecheck "reports shared-memory races the types
// cannot see" — DataRace on shared memory naming both threads.
TEST_CASE("S8_rt8_split_point_differing_between_threads_is_a_data_race") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<float>(s, 128);
  REQUIRE(launch(s, rt8::cfg({1}, {128}), SplitPointPerThread{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE_FALSE(q);
  if (q.error().kind() == ErrorKind::DataRace) {
    CHECK(has(q.error().message(), "shared memory of block (0, 0, 0)"));
  } else {
    CHECK(q.error().kind() == ErrorKind::SyncError); // split points compared
  }
}

namespace {
struct ThreadScopeCount {
  RSGPU_FN void operator()(Thread1D t, AtomicSlice<unsigned, scope::Thread> a) const {
    a.at(0).fetch_add(1u, Ordering::Relaxed);
    (void)t;
  }
};
} // namespace

// AT: "scope::Thread on one thread": a two-thread launch is
// InvalidLaunchConfig; one thread runs.
static void rt8_thread_scope() {
  auto s = rt8::stream();
  auto a = rt8::zeroed<unsigned>(s, 1);
  auto r = launch(s, rt8::cfg({1}, {2}), ThreadScopeCount{}, atomic<scope::Thread>(a.borrow_mut()));
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  auto ok = launch(s, rt8::cfg({1}, {1}), ThreadScopeCount{}, atomic<scope::Thread>(a.borrow_mut()));
  INFO(text(ok));
  REQUIRE(ok);
  auto h = a.to_vec();
  REQUIRE(h);
  CHECK((*h)[0] == 1u);
}

// LIB: "A borrow ... whose buffer was freed makes launch return
// UseAfterMove". Move-assigning another buffer over the owner frees the
// allocation the borrow was taken from.
TEST_CASE("S13_rt8_borrow_of_an_allocation_replaced_by_move_assignment_is_use_after_move") {
  auto s = rt8::stream();
  auto y = rt8::zeroed<int>(s, 32);
  auto z = rt8::zeroed<int>(s, 32);
  auto b = y.borrow_mut();
  y = std::move(z); // y's first allocation is freed here
  auto r = launch(s, LaunchConfig::for_elements(32), Fill{}, std::move(b), 4);
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  REQUIRE(s.synchronize());
  auto h = y.to_vec();
  REQUIRE(h);
  for (int v : *h) CHECK(v == 0);
}

namespace {
struct BlockSum256 {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out) const {
    using Reduce = BlockReduce<float, 256>;
    auto b = t.block();
    auto [sum, used] = Reduce::sum(b, Reduce::storage(b, [] {}), 1.0f); // rt8: block reduce
    (void)used;
    if (sum)
      if (auto e = per_block(out, b)) *e = *sum;
  }
};
} // namespace

// docs/device/collectives.md: "The block must be 1-D with exactly N threads
// (checked in checked builds)". BlockReduce<float, 256> in a 1-D block of 128
// and in a 16 x 16 block (256 threads, not 1-D): DevicePanic, never a sum of
// the wrong threads.
TEST_CASE("S8_rt8_block_reduce_of_256_in_a_128_or_a_16x16_block_panics") {
  for (Dim3 blk : {Dim3{128, 1, 1}, Dim3{16, 16, 1}}) {
    auto s = rt8::stream();
    auto y = rt8::zeroed<float>(s, 2);
    REQUIRE(launch(s, rt8::cfg({2}, blk), BlockSum256{}, y.borrow_mut()));
    auto q = s.synchronize();
    INFO("block " << blk.x << " x " << blk.y << ": " << text(q));
    REQUIRE_FALSE(q);
    CHECK(q.error().kind() == ErrorKind::DevicePanic);
  }
  // twin: 256 x 1
  auto s = rt8::stream();
  auto y = rt8::zeroed<float>(s, 2);
  REQUIRE(launch(s, rt8::cfg({2}, {256}), BlockSum256{}, y.borrow_mut()));
  auto q = s.synchronize();
  INFO(text(q));
  REQUIRE(q);
  auto h = y.to_vec();
  REQUIRE(h);
  CHECK((*h)[1] == 256.0f);
}

// ------------------------------------------------------------ merged cases

// EMU synccheck: lanes must agree on "the reduction operator (reduce(Plus)
// is not reduce(Max))" and on "the value size" — here at one call site in a
// helper (reduce_with / broadcast), so the site alone cannot tell them apart.
TEST_CASE("S9_rt8_one_helper_site_with_different_operators_or_value_sizes_is_a_sync_error") {
  SECTION("reduce(Plus) against reduce(Max)") { rt8_plus_against_max(); }
  SECTION("shfl of a float against shfl of a double") { rt8_float_against_double(); }
}

// AT: "a borrow's scope must span the launch: scope::Block on one block,
// scope::Cluster on one cluster, scope::Thread on one thread"; else
// InvalidLaunchConfig. Each section's twin (one block / cluster / thread) runs.
TEST_CASE("S11_rt8_atomic_borrows_wider_than_their_scope_refused") {
  SECTION("cluster scope over two clusters, and over two blocks without clusters") {
    rt8_cluster_scope();
  }
  SECTION("atomic_array<4, scope::Block> over three blocks") { rt8_block_scope_array(); }
  SECTION("scope::Thread in a two-thread launch") { rt8_thread_scope(); }
}

// VIEWS/SH S6: a 2-D index is checked per dimension, not as a linear index:
// m(0, 4) of a 4 x 4 Matrix and rd(0, 5) of a 4 x 4 SharedTile are inside the
// memory but outside the extents: DevicePanic at that line and thread.
TEST_CASE("S6_rt8_matrix_and_shared_tile_column_past_cols_inside_the_memory_panic") {
  SECTION("Matrix m(0, 4)") { rt8_matrix_column(); }
  SECTION("SharedTile rd(0, 5)") { rt8_tile_column(); }
}
