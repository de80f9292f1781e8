// Red team 27 (2026-12-07): the DEVICE side of the C++ library, written
// black-box from README.md, docs/library.md, docs/safety-model.md,
// docs/emulator.md, docs/conventions.md, docs/device/*.md and the public
// headers' leading comments only (the implementation was not read), as a CUDA
// C++ author would misuse the library by mistake:
//   S5/S6  views: mine, grid_stride, zip, 2-D views, sub-slices, unsafe_at,
//          off-by-one at every edge, n = 0, thread handles kept in memory;
//   S7/S8  shared memory: divergent and early-exit barriers, two barriers,
//          dynamic shared memory smaller than used, moved-from handles,
//          unwritten slots, handles returned from helpers, split phases;
//   S9     warp/tile collectives: exited lanes, masks, divergence, tiles;
//   S10    clusters: partial cluster barriers, shapes, DSM past its end;
//   S11    atomics: scopes wider than the launch, mixed borrows, Relaxed
//          publication, wrapping, compare-exchange loops, run-time orderings;
//   S13    panics: several at once, in helpers, after barriers, inside
//          collectives, and what a panicking launch leaves behind.
// Every misuse (`_rejected`) asserts the error kind and what it names (the
// threads, the element, the index and length, file:line); every `_twin` is
// the correct program next to it and must run clean and compute. Cases that
// fail are listed in open.txt (label adversarial_open).
#include <catch2/catch.hpp>

#include <rsgpu/collectives.hpp>
#include <rsgpu/rsgpu.hpp>

#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include "../support/red_team.hpp"

using namespace rsgpu;

namespace rt27 {
using namespace ::red_team;

inline std::string at(int line) {
  return "emu_test.cpp:" + std::to_string(line);
}
template <class R> void launched(const R &r) {
  INFO(text(r));
  REQUIRE(r);
}
template <class R> Error refused(const R &r, ErrorKind kind) {
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == kind);
  return r.error();
}
/// The (block x, thread x) a DevicePanic's text names.
inline std::pair<long, long> panic_thread(const std::string &m) {
  static const std::regex re(
      R"(in block \((\d+), \d+, \d+\) thread \((\d+), \d+, \d+\))");
  std::smatch s;
  if (!std::regex_search(m, s, re))
    return {-1, -1};
  return {std::stol(s[1]), std::stol(s[2])};
}
/// The lanes a synccheck report names, "(lane N)".
inline std::vector<long> lanes_named(const std::string &m) {
  static const std::regex re(R"(\(lane (\d+)\))");
  std::vector<long> v;
  for (std::sregex_iterator it(m.begin(), m.end(), re), end; it != end; ++it)
    v.push_back(std::stol((*it)[1]));
  return v;
}
inline long number_after(const std::string &m, const std::string &key) {
  auto p = m.find(key);
  if (p == std::string::npos)
    return -1;
  return std::stol(m.substr(p + key.size()));
}
inline LaunchConfig cfg2(Dim3 grid, Dim3 block) {
  LaunchConfig c;
  c.grid = grid;
  c.block = block;
  c.checks = Check::All;
  return c;
}

// ===================================================================== S5/S6

// A "halo" write one past the thread's own element (a classic CUDA slip):
// element i + 1 belongs to thread i + 1's mine().
struct MineAndNext {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y, int next) const {
    if (auto e = y.mine(t)) {
      *e = 1.0f;
      std::size_t j = e.index() + std::size_t(next);
      if (j < y.len())
        y.unsafe_at(j) = 2.0f;
    }
  }
};

TEST_CASE(
    "S5_rt27_unsafe_at_of_the_next_element_races_with_its_owner_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), MineAndNext{}, y.borrow_mut(), 1));
  auto e = expect_error(s, ErrorKind::DataRace);
  auto m = msg(e);
  INFO(m);
  auto v = named(m);
  REQUIRE(v.size() == 2);
  CHECK(v[0].kind == "write");
  CHECK(v[1].kind == "write");
  long a = long(v[0].b) * 64 + v[0].t, b = long(v[1].b) * 64 + v[1].t;
  CHECK((a - b == 1 || b - a == 1));
  CHECK(has(m, idx(std::size_t(std::max(a, b)), 4)));
}

TEST_CASE("S5_rt27_unsafe_at_of_the_next_element_races_with_its_owner_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), MineAndNext{}, y.borrow_mut(), 0));
  expect_ok(s);
  CHECK(back(y) == std::vector<float>(128, 2.0f));
}

// The block boundary: thread 63 of block 0 writes element 64, block 1 thread
// 0's — two blocks, no barrier can order them.
struct LastOfBlockWritesNext {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y) const {
    if (auto e = y.mine(t))
      *e = 1.0f;
    if (t.block_idx().x == 0 && t.thread_idx().x == 63)
      y.unsafe_at(64) = 3.0f;
  }
};

TEST_CASE(
    "S5_rt27_block_boundary_write_races_with_the_next_blocks_thread_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), LastOfBlockWritesNext{}, y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  auto m = msg(e);
  INFO(m);
  auto v = named(m);
  CHECK(names(v, "write", 0, 63));
  CHECK(names(v, "write", 1, 0));
  CHECK(has(m, idx(64, 4)));
}

struct TwoMut {
  RSGPU_FN void operator()(Thread t, SliceMut<float> a,
                           SliceMut<float> b) const {
    if (auto e = a.mine(t))
      *e = 1.0f;
    if (auto e = b.mine(t))
      *e = 2.0f;
  }
};

TEST_CASE("S5_rt27_two_parameters_overlapping_by_one_element_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  auto e = refused(launch(s, cfg(1, 64), TwoMut{}, y.borrow_mut(0, 65),
                          y.borrow_mut(64, 64)),
                   ErrorKind::BorrowConflict);
  INFO(e.to_string());
  CHECK(has(msg(e), "launch argument 0"));
  CHECK(has(msg(e), "launch argument 1"));
  expect_ok(s);
  CHECK(back(y) == std::vector<float>(128, 0.0f));
}

TEST_CASE("S5_rt27_two_parameters_overlapping_by_one_element_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(1, 64), TwoMut{}, y.borrow_mut(0, 64),
                  y.borrow_mut(64, 64)));
  expect_ok(s);
  auto h = back(y);
  CHECK(h[63] == 1.0f);
  CHECK(h[64] == 2.0f);
}

struct ShiftZip {
  RSGPU_FN void operator()(Thread t,
                           Zip<SliceMut<float>, Slice<const float>> yx) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = x + 1.0f;
    }
  }
};

TEST_CASE("S5_rt27_zip_of_a_view_and_its_shifted_self_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  auto e = refused(launch(s, cfg(1, 64), ShiftZip{},
                          rsgpu::zip(y.borrow_mut(0, 64), y.borrow(1, 64))),
                   ErrorKind::BorrowConflict);
  INFO(e.to_string());
  CHECK(has(msg(e), "component 0"));
  CHECK(has(msg(e), "component 1"));
}

TEST_CASE("S5_rt27_zip_of_a_view_and_its_shifted_self_twin") {
  auto s = stream();
  std::vector<float> h(128);
  for (int i = 0; i < 128; ++i)
    h[i] = float(i);
  auto y = from(s, h);
  launched(launch(s, cfg(1, 64), ShiftZip{},
                  rsgpu::zip(y.borrow_mut(0, 64), y.borrow(64, 64))));
  expect_ok(s);
  auto r = back(y);
  for (int i = 0; i < 64; ++i)
    CHECK(r[i] == float(i + 65));
}

// Forward difference reading x[i + 1] for every i < n: one past the end in
// the last, partial block (n = 100, blocks of 64).
struct NextDiff {
  RSGPU_FN void operator()(Thread t, Slice<const float> x,
                           SliceMut<float> d) const {
    if (auto e = d.mine(t))
      *e = x[e.index() + 1] - x[e.index()];
  }
  static constexpr int line = __LINE__ - 2;
};

TEST_CASE("S6_rt27_read_one_past_the_end_in_the_last_partial_block_rejected") {
  auto s = stream();
  auto x = zeroed<float>(s, 100);
  auto d = zeroed<float>(s, 100);
  launched(launch(s, LaunchConfig::for_elements(100, 64), NextDiff{},
                  x.borrow(), d.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "index out of bounds: the len is 100 but the index is 100"));
  CHECK(has(m, at(NextDiff::line)));
  CHECK(has(m, "in block (1, 0, 0) thread (35, 0, 0)"));
}

TEST_CASE("S6_rt27_read_one_past_the_end_in_the_last_partial_block_twin") {
  auto s = stream();
  std::vector<float> h(100);
  for (int i = 0; i < 100; ++i)
    h[i] = float(i * i);
  auto x = from(s, h);
  auto d = zeroed<float>(s, 99);
  launched(launch(s, LaunchConfig::for_elements(100, 64), NextDiff{},
                  x.borrow(), d.borrow_mut()));
  expect_ok(s);
  auto r = back(d);
  for (int i = 0; i < 99; ++i)
    CHECK(r[i] == float(2 * i + 1));
}

struct ReadFirst {
  RSGPU_FN void operator()(Thread t, Slice<const float> x,
                           SliceMut<float> y) const {
    if (auto e = y.mine(t))
      *e = x[0];
  }
  static constexpr int line = __LINE__ - 2;
};

TEST_CASE("S6_rt27_first_element_of_an_empty_view_rejected") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto y = zeroed<float>(s, 8);
  launched(launch(s, cfg(1, 32), ReadFirst{}, x.borrow(0, 0), y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "the len is 0 but the index is 0"));
  CHECK(has(m, at(ReadFirst::line)));
  auto [blk, thr] = panic_thread(m);
  CHECK(blk == 0);
  CHECK((thr >= 0 && thr < 32));
}

TEST_CASE("S6_rt27_n_equals_zero_writes_nothing_twin") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto y = zeroed<float>(s, 8);
  // n = 0: for_elements(0) is a launch whose threads own nothing.
  launched(launch(s, LaunchConfig::for_elements(0), ReadFirst{}, x.borrow(),
                  y.borrow_mut(0, 0)));
  expect_ok(s);
  CHECK(back(y) == std::vector<float>(8, 0.0f));
}

struct WriteAtLen {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y, std::size_t i) const {
    if (t.global_linear_id() == 70)
      y.unsafe_at(i) = 1.0f;
  }
  static constexpr int line = __LINE__ - 2;
};

TEST_CASE("S6_rt27_unsafe_at_one_past_the_end_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), WriteAtLen{}, y.borrow_mut(0, 100),
                  std::size_t(100)));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "the len is 100 but the index is 100"));
  CHECK(has(m, at(WriteAtLen::line)));
  CHECK(has(m, "in block (1, 0, 0) thread (6, 0, 0)"));
  CHECK(back(y) == std::vector<float>(128, 0.0f)); // nothing past the view
}

TEST_CASE("S6_rt27_unsafe_at_one_past_the_end_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), WriteAtLen{}, y.borrow_mut(0, 100),
                  std::size_t(99)));
  expect_ok(s);
  auto r = back(y);
  CHECK(r[99] == 1.0f);
  CHECK(r[100] == 0.0f);
}

struct SubView {
  RSGPU_FN void operator()(Thread t, Slice<const float> x, SliceMut<float> y,
                           std::size_t off, std::size_t n,
                           std::size_t i) const {
    if (auto e = y.mine(t)) {
      auto v = x.subslice(off, n);
      *e = v.len() > i ? v[i] : -1.0f;
    }
  }
  static constexpr int line = __LINE__ - 4;
};

TEST_CASE("S6_rt27_subslice_one_past_the_end_rejected") {
  auto s = stream();
  auto x = zeroed<float>(s, 64);
  auto y = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 1), SubView{}, x.borrow(), y.borrow_mut(),
                  std::size_t(1), std::size_t(64), std::size_t(0)));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "64"));
  CHECK(has(m, "65"));
  CHECK(has(m, at(SubView::line)));
}

TEST_CASE("S6_rt27_empty_subslice_at_the_end_twin") {
  auto s = stream();
  auto x = zeroed<float>(s, 64);
  auto y = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 1), SubView{}, x.borrow(), y.borrow_mut(),
                  std::size_t(64), std::size_t(0), std::size_t(0)));
  expect_ok(s);
  CHECK(back(y)[0] == -1.0f);
}

// A view of a view: the inner sub-slice's bound, not the buffer's, applies.
struct InnerView {
  RSGPU_FN void operator()(Thread t, Slice<const float> x, SliceMut<float> y,
                           std::size_t i) const {
    if (auto e = y.mine(t))
      *e = x.subslice(10, 20).subslice(5, 10)[i];
  }
  static constexpr int line = __LINE__ - 2;
};

TEST_CASE("S6_rt27_index_past_a_sub_slice_of_a_sub_slice_rejected") {
  auto s = stream();
  auto x = zeroed<float>(s, 64);
  auto y = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 1), InnerView{}, x.borrow(), y.borrow_mut(),
                  std::size_t(10)));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "the len is 10 but the index is 10"));
  CHECK(has(m, at(InnerView::line)));
}

TEST_CASE("S6_rt27_index_past_a_sub_slice_of_a_sub_slice_twin") {
  auto s = stream();
  std::vector<float> h(64);
  for (int i = 0; i < 64; ++i)
    h[i] = float(i);
  auto x = from(s, h);
  auto y = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 1), InnerView{}, x.borrow(), y.borrow_mut(),
                  std::size_t(9)));
  expect_ok(s);
  CHECK(back(y)[0] == 24.0f);
}

// Column `cols` of row 0 is element (1, 0) in memory: only the extents catch
// it.
struct MatrixEdge {
  RSGPU_FN void operator()(Thread t, Matrix<const float> m, SliceMut<float> y,
                           unsigned c) const {
    if (auto e = y.mine(t))
      *e = m(0, c);
  }
  static constexpr int line = __LINE__ - 2;
};

TEST_CASE("S6_rt27_matrix_column_one_past_the_edge_rejected") {
  auto s = stream();
  auto a = zeroed<float>(s, 32);
  auto y = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 1), MatrixEdge{}, rsgpu::matrix(a.borrow(), 4, 8),
                  y.borrow_mut(), 8u));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "(0, 8)"));
  CHECK(has(m, at(MatrixEdge::line)));
}

TEST_CASE("S6_rt27_matrix_column_one_past_the_edge_twin") {
  auto s = stream();
  std::vector<float> h(32);
  for (int i = 0; i < 32; ++i)
    h[i] = float(i);
  auto a = from(s, h);
  auto y = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 1), MatrixEdge{}, rsgpu::matrix(a.borrow(), 4, 8),
                  y.borrow_mut(), 7u));
  expect_ok(s);
  CHECK(back(y)[0] == 7.0f);
}

// MatrixMut::unsafe_at(0, cols) would be element (1, 0), which thread (0, 1)
// owns through mine(): the extents check must stop it before the race.
struct MatrixMutEdge {
  RSGPU_FN void operator()(Thread2D t, MatrixMut<float> m) const {
    if (auto e = m.mine(t))
      *e = 1.0f;
    if (t.global_idx().x == 7 && t.global_idx().y == 0)
      m.unsafe_at(0, 8) = 5.0f;
  }
  static constexpr int line = __LINE__ - 2;
};

TEST_CASE("S6_rt27_matrix_mut_unsafe_at_past_the_row_end_rejected") {
  auto s = stream();
  auto a = zeroed<float>(s, 32);
  launched(launch(s, cfg2({1, 1, 1}, {8, 4, 1}), MatrixMutEdge{},
                  rsgpu::matrix(a.borrow_mut(), 4, 8)));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "(0, 8)"));
  CHECK(has(m, at(MatrixMutEdge::line)));
  CHECK(has(m, "thread (7, 0, 0)"));
}

// 2-D views whose extents are not multiples of the block: every element
// exactly once, nothing outside.
struct CountMine2d {
  RSGPU_FN void operator()(Thread2D t, SliceMut<float> y, unsigned w,
                           unsigned h) const {
    if (auto e = rsgpu::mine_2d(y, t, w, h))
      *e += 1.0f;
  }
};
struct CountMatrixMine {
  RSGPU_FN void operator()(Thread2D t, MatrixMut<float> m) const {
    if (auto e = m.mine(t))
      *e += 1.0f;
  }
};

TEST_CASE("S5_rt27_2d_views_with_partial_edge_blocks_each_element_once_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 18 * 10 + 16);
  launched(launch(s, cfg2({3, 2, 1}, {8, 8, 1}), CountMine2d{}, y.borrow_mut(),
                  18u, 10u));
  launched(launch(s, cfg2({3, 2, 1}, {8, 8, 1}), CountMatrixMine{},
                  rsgpu::matrix(y.borrow_mut(), 10, 18)));
  expect_ok(s);
  auto r = back(y);
  for (std::size_t i = 0; i < r.size(); ++i) {
    INFO(i);
    CHECK(r[i] == (i < 180 ? 2.0f : 0.0f));
  }
}

struct CountGridStride {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y) const {
    for (auto e : y.grid_stride(t))
      *e += 1.0f;
    if (auto e = y.mine(t))
      *e += 1.0f;
  }
};

TEST_CASE("S5_rt27_grid_stride_and_mine_with_a_3d_launch_and_odd_n_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 1001);
  launched(launch(s, cfg2({2, 2, 1}, {4, 2, 2}), CountGridStride{},
                  y.borrow_mut(0, 1000)));
  expect_ok(s);
  auto r = back(y);
  for (std::size_t i = 0; i < r.size(); ++i) {
    INFO(i);
    CHECK(r[i] == (i < 64 ? 2.0f : i < 1000 ? 1.0f : 0.0f));
  }
}

// A Thread narrowed to Thread1D by hand in a 2-D launch (docs/device/thread.md:
// checked on the device, a panic naming the handle).
struct Narrowed {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y) const {
    Thread1D t1 = t;
    if (auto e = y.mine(t1))
      *e += 1.0f;
  }
  static constexpr int line = __LINE__ - 4;
};

TEST_CASE("S5_rt27_thread_narrowed_by_hand_in_a_2d_launch_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 64);
  launched(launch(s, cfg2({1, 2, 1}, {32, 1, 1}), Narrowed{}, y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "Thread1D"));
  CHECK(has(m, "in block ("));
  CHECK(back(y)[0] <= 1.0f); // never two writers of one element
}

TEST_CASE(
    "S6_rt27_thread_narrowed_by_hand_panics_at_the_callers_line_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 64);
  launched(launch(s, cfg2({1, 2, 1}, {32, 1, 1}), Narrowed{}, y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, at(Narrowed::line)));
}

TEST_CASE("S5_rt27_thread_narrowed_by_hand_in_a_1d_launch_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 64);
  launched(launch(s, cfg(2, 32), Narrowed{}, y.borrow_mut()));
  expect_ok(s);
  CHECK(back(y) == std::vector<float>(64, 1.0f));
}

// Thread handles kept in device memory (a RSGPU_DEVICE_COPY struct holding a
// Thread1D, Thread2D, Block1D or Thread1DOf<64>, zero-filled on the host): a
// handle no launch() checked, which in a 2-D launch gave two blocks one index
// on CUDA. Found by this red team as run-time holes; since then execution
// handles are not assignable (detail::ExecHandle) and RSGPU_DEVICE_COPY
// refuses a struct holding one: the compile-fail cases
// S5_rt27_*_handle_in_a_device_copy_struct_rejected (cf/), with twins.

// A kernel whose operator() is a template: launch() cannot see its shaped
// thread parameter, so the shape is checked on the device.
struct TemplateShaped {
  template <class V> RSGPU_FN void operator()(Thread1DOf<64> t, V y) const {
    if (auto e = y.mine(t))
      *e += 1.0f;
  }
};

TEST_CASE(
    "S5_rt27_template_kernel_with_a_thread1dof_in_other_blocks_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 256);
  launched(launch(s, cfg(2, 128), TemplateShaped{}, y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "ShapedThread of 64 x 1"));
  CHECK(has(m, "in block ("));
}

TEST_CASE("S5_rt27_template_kernel_with_a_shaped_thread_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 256);
  launched(launch(s, cfg(4, 64), TemplateShaped{}, y.borrow_mut()));
  expect_ok(s);
  CHECK(back(y) == std::vector<float>(256, 1.0f));
}

// Row 65536 of a 65536-wide matrix: index 2^32, which 32-bit arithmetic
// would wrap onto row 0's element (thread (0, 0)'s).
struct Row2pow16 {
  RSGPU_FN void operator()(Thread2D t, SliceMut<float> y) const {
    unsigned gy = t.global_idx().y;
    if (gy == 0 || gy == 65536)
      if (auto e = rsgpu::mine_2d(y, t, 65536u, 65568u))
        *e += 1.0f;
  }
};

TEST_CASE("S6_rt27_mine_2d_index_of_2pow32_does_not_wrap_onto_row_0_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 8);
  launched(
      launch(s, cfg2({1, 2049, 1}, {1, 32, 1}), Row2pow16{}, y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "the len is 8 but the index is 4294967296"));
  CHECK(has(m, "in block (0, 2048, 0) thread (0, 0, 0)"));
  CHECK(back(y)[0] <= 1.0f);
}

// An in-place 3-point stencil: reading the neighbours through unsafe_at while
// they write their own element through mine.
struct InPlaceStencil {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y) const {
    if (auto e = y.mine(t)) {
      std::size_t i = e.index();
      if (i > 0 && i + 1 < y.len()) {
        float l = y.unsafe_at(i - 1), r = y.unsafe_at(i + 1);
        *e = (l + r) * 0.5f;
      }
    }
  }
};
struct OutOfPlaceStencil {
  RSGPU_FN void operator()(Thread t, Slice<const float> x,
                           SliceMut<float> y) const {
    if (auto e = y.mine(t)) {
      std::size_t i = e.index();
      if (i > 0 && i + 1 < x.len())
        *e = (x[i - 1] + x[i + 1]) * 0.5f;
    }
  }
};

TEST_CASE(
    "S5_rt27_in_place_stencil_reads_neighbours_their_owners_write_rejected") {
  auto s = stream();
  std::vector<float> h(128, 1.0f);
  auto y = from(s, h);
  launched(launch(s, cfg(2, 64), InPlaceStencil{}, y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  auto m = msg(e);
  INFO(m);
  auto v = named(m);
  REQUIRE(v.size() == 2);
  bool rw = (v[0].kind == "read" && v[1].kind == "write") ||
            (v[0].kind == "write" && v[1].kind == "read");
  CHECK(rw);
  long a = long(v[0].b) * 64 + v[0].t, b = long(v[1].b) * 64 + v[1].t;
  CHECK((a - b == 1 || b - a == 1));
}

TEST_CASE("S5_rt27_in_place_stencil_reads_neighbours_their_owners_write_twin") {
  auto s = stream();
  std::vector<float> h(128);
  for (int i = 0; i < 128; ++i)
    h[i] = float(2 * i);
  auto x = from(s, h);
  auto y = zeroed<float>(s, 128);
  launched(
      launch(s, cfg(2, 64), OutOfPlaceStencil{}, x.borrow(), y.borrow_mut()));
  expect_ok(s);
  auto r = back(y);
  for (int i = 1; i < 127; ++i)
    CHECK(r[i] == float(2 * i));
}

// ===================================================================== S7/S8

struct BarrierInWarpZero {
  RSGPU_FN void operator()(Thread t, unsigned limit) const {
    auto b = t.block();
    if (b.thread_rank() < limit)
      b.sync();
  }
};

TEST_CASE("S8_rt27_barrier_reached_by_one_warp_only_rejected") {
  auto s = stream();
  launched(launch(s, cfg(1, 64), BarrierInWarpZero{}, 32u));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "Block::sync()"));
  CHECK(has(m, "block (0, 0, 0)"));
  CHECK(has(m, "32 of 64 threads"));
}

TEST_CASE("S8_rt27_barrier_reached_by_one_thread_rejected") {
  auto s = stream();
  launched(launch(s, cfg(2, 64), BarrierInWarpZero{}, 1u));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "Block::sync()"));
  CHECK(has(m, "1 of 64 threads"));
}

TEST_CASE("S8_rt27_barrier_reached_by_every_thread_twin") {
  auto s = stream();
  launched(launch(s, cfg(2, 64), BarrierInWarpZero{}, 64u));
  expect_ok(s);
}

struct BarrierLoop {
  RSGPU_FN void operator()(Thread t) const {
    auto b = t.block();
    for (unsigned i = 0; i < b.thread_rank() % 3; ++i)
      b.sync();
  }
};

TEST_CASE(
    "S8_rt27_barrier_in_a_loop_with_a_thread_dependent_trip_count_rejected") {
  auto s = stream();
  launched(launch(s, cfg(1, 64), BarrierLoop{}));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "Block::sync()"));
  CHECK(has(m, "block (0, 0, 0)"));
  CHECK(has(m, "exited"));
}

// The CUDA classic: `if (i >= n) return;` before a __syncthreads().
struct EarlyReturnSum {
  RSGPU_FN void operator()(Thread t, Slice<const float> x, SliceMut<float> sums,
                           int guard_the_barrier) const {
    auto b = t.block();
    std::size_t i = t.global_linear_id();
    if (!guard_the_barrier && i >= x.len())
      return;
    auto s = rsgpu::shared<float, 64>(b, [] {});
    s.mine(b) = i < x.len() ? x[i] : 0.0f;
    auto r = b.sync(std::move(s));
    if (auto o = rsgpu::per_block(sums, b)) {
      float acc = 0;
      for (unsigned k = 0; k < 64; ++k)
        acc += r[k];
      *o = acc;
    }
  }
};

TEST_CASE(
    "S8_rt27_early_return_before_the_barrier_in_the_last_block_rejected") {
  auto s = stream();
  auto x = from(s, std::vector<float>(100, 1.0f));
  auto sums = zeroed<float>(s, 2);
  launched(launch(s, cfg(2, 64), EarlyReturnSum{}, x.borrow(),
                  sums.borrow_mut(), 0));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "block (1, 0, 0)"));
  CHECK(has(m, "36 of 64 threads"));
  CHECK(has(m, "28 exited"));
}

TEST_CASE("S8_rt27_early_return_before_the_barrier_in_the_last_block_twin") {
  auto s = stream();
  auto x = from(s, std::vector<float>(100, 1.0f));
  auto sums = zeroed<float>(s, 2);
  launched(launch(s, cfg(2, 64), EarlyReturnSum{}, x.borrow(),
                  sums.borrow_mut(), 1));
  expect_ok(s);
  CHECK(back(sums) == std::vector<float>{64.0f, 36.0f});
}

// Odd threads at a phase barrier, even threads at a plain barrier, on two
// lines: two different barriers (docs/emulator.md, with Check::Sync).
struct TwoBarriers {
  RSGPU_FN void operator()(Thread t) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    s.mine(b) = 1.0f;
    if (b.thread_rank() % 2) {
      auto r = b.sync(std::move(s));
      (void)r[0];
    } else {
      b.sync();
    }
  }
  static constexpr int odd_line = __LINE__ - 6;
  static constexpr int even_line = __LINE__ - 4;
};

TEST_CASE("S8_rt27_odd_and_even_threads_at_two_different_barriers_rejected") {
  auto s = stream();
  launched(launch(s, cfg(1, 64), TwoBarriers{}));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, at(TwoBarriers::odd_line)));
  CHECK(has(m, at(TwoBarriers::even_line)));
}

// Dynamic shared memory sized for half the block.
struct DynSum {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out) const {
    auto b = t.block();
    auto d = rsgpu::shared_dynamic<float>(b);
    d.mine(b) = float(b.thread_rank());
    // (the line above: DynSum::line)
    auto r = b.sync(std::move(d));
    if (auto o = rsgpu::per_block(out, b)) {
      float acc = 0;
      for (std::size_t k = 0; k < r.len(); ++k)
        acc += r[k];
      *o = acc;
    }
  }
  static constexpr int line = __LINE__ - 10;
};

TEST_CASE("S8_rt27_dynamic_shared_memory_smaller_than_the_block_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 1);
  auto c = cfg(1, 64);
  c.shared_bytes = 32 * sizeof(float);
  launched(launch(s, c, DynSum{}, out.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  // The index and the length: "slot I ... outside the 32 slots".
  CHECK(has(m, "outside the 32 slots"));
  auto [blk, thr] = panic_thread(m);
  CHECK(blk == 0);
  CHECK(thr >= 32);
  CHECK(number_after(m, "slot ") == thr);
  CHECK(has(m, at(DynSum::line)));
}

TEST_CASE("S8_rt27_dynamic_shared_memory_of_zero_bytes_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 64), DynSum{}, out.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "outside the 0 slots"));
  CHECK(number_after(m, "slot ") == panic_thread(m).second);
  CHECK(has(m, at(DynSum::line)));
}

TEST_CASE("S8_rt27_dynamic_shared_memory_sized_for_the_block_twin") {
  auto s = stream();
  auto out = zeroed<float>(s, 1);
  auto c = cfg(1, 64);
  c.shared_bytes = 64 * sizeof(float);
  launched(launch(s, c, DynSum{}, out.borrow_mut()));
  expect_ok(s);
  CHECK(back(out)[0] == float(63 * 64 / 2));
}

// Dynamic shared memory next to a static array: the two together past the
// 227 KiB a block has, and a byte count that is no multiple of the element.
struct DynAndStatic {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out) const {
    auto b = t.block();
    auto d = rsgpu::shared_dynamic<float>(b);
    auto st = rsgpu::shared<float, 1024>(b, [] {});
    for (auto e : d.strided(b))
      *e = 7.0f;
    st.mine(b) = 3.0f;
    auto [rd, rs] = b.sync(std::move(d), std::move(st));
    if (auto e = out.mine(t))
      *e = rs[b.thread_rank()] + float(rd.len());
  }
};

TEST_CASE(
    "S7_rt27_dynamic_and_static_shared_memory_together_past_227_kib_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 1024);
  auto c = cfg(1, 1024);
  c.shared_bytes =
      227 * 1024; // the dynamic limit itself; the static array does not fit
  auto r = launch(s, c, DynAndStatic{}, out.borrow_mut());
  Error e = r ? expect_error(s, ErrorKind::InvalidLaunchConfig)
              : refused(r, ErrorKind::InvalidLaunchConfig);
  INFO(e.to_string());
  CHECK(has(msg(e), "227 KiB"));
  CHECK(back(out) == std::vector<float>(1024, 0.0f));
}

TEST_CASE("S7_rt27_dynamic_shared_memory_of_10_bytes_is_two_floats_twin") {
  auto s = stream();
  auto out = zeroed<float>(s, 1024);
  auto c = cfg(1, 1024);
  c.shared_bytes = 10;
  launched(launch(s, c, DynAndStatic{}, out.borrow_mut()));
  expect_ok(s);
  CHECK(back(out) == std::vector<float>(1024, 5.0f));
}

struct MovedFromHandle {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    s.mine(b) = 1.0f;
    auto r = b.sync(std::move(s));
    s.mine(b) = 2.0f; // the moved-from handle, while others read r
    // (the line above: MovedFromHandle::line)
    if (auto e = out.mine(t))
      *e = r[(b.thread_rank() + 1) % 64];
  }
  static constexpr int line = __LINE__ - 5;
};

TEST_CASE(
    "S8_S13_rt27_moved_from_shared_handle_written_after_the_barrier_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 64);
  launched(launch(s, cfg(1, 64), MovedFromHandle{}, out.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "rsgpu S8:"));
  CHECK(has(m, at(MovedFromHandle::line)));
}

struct HalfWritten {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out,
                           unsigned writers) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    if (b.thread_rank() < writers)
      s.mine(b) = float(b.thread_rank());
    auto r = b.sync(std::move(s));
    if (auto e = out.mine(t))
      *e = r[b.thread_rank()];
  }
};

TEST_CASE("S8_rt27_read_of_a_shared_slot_nobody_wrote_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 64);
  launched(launch(s, cfg(1, 64), HalfWritten{}, out.borrow_mut(), 32u));
  auto e = expect_error(s, ErrorKind::MemoryError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "uninitialised shared memory of block (0, 0, 0)"));
  auto th_ = number_after(m, "thread (");
  CHECK(th_ >= 32);
  CHECK(has(m, "(index " + std::to_string(th_) + " of 4-byte"));
}

TEST_CASE("S8_rt27_read_of_a_shared_slot_nobody_wrote_twin") {
  auto s = stream();
  auto out = zeroed<float>(s, 64);
  launched(launch(s, cfg(1, 64), HalfWritten{}, out.borrow_mut(), 64u));
  expect_ok(s);
  auto r = back(out);
  for (int i = 0; i < 64; ++i)
    CHECK(r[i] == float(i));
}

// A helper returning its Read-phase handle inside a struct: the handle is
// alive while the helper runs again (one declaration, two live handles).
template <class H> struct Staged { H r; };
RSGPU_FN auto stage(Block b, float v) {
  auto s = rsgpu::shared<float, 64>(b, [] {});
  s.mine(b) = v;
  auto r = b.sync(std::move(s));
  return Staged<decltype(r)>{std::move(r)};
}
inline constexpr int kStageLine = __LINE__ - 5;

struct StageTwice {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out,
                           int keep_first) const {
    auto b = t.block();
    float a = 0, c = 0;
    if (keep_first) {
      auto first = stage(b, 1.0f);
      auto second = stage(b, 2.0f);
      a = first.r[(b.thread_rank() + 1) % 64];
      c = second.r[(b.thread_rank() + 1) % 64];
    } else {
      {
        auto first = stage(b, 1.0f);
        a = first.r[(b.thread_rank() + 1) % 64];
      }
      b.sync();
      {
        auto second = stage(b, 2.0f);
        c = second.r[(b.thread_rank() + 1) % 64];
      }
    }
    if (auto e = out.mine(t))
      *e = a + 10.0f * c;
  }
};

TEST_CASE("S8_rt27_helpers_shared_handle_kept_while_it_runs_again_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 64);
  launched(launch(s, cfg(1, 64), StageTwice{}, out.borrow_mut(), 1));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "rsgpu S8:"));
  CHECK(has(m, at(kStageLine)));
}

TEST_CASE("S8_rt27_shared_handle_returned_in_a_struct_twin") {
  auto s = stream();
  auto out = zeroed<float>(s, 64);
  launched(launch(s, cfg(1, 64), StageTwice{}, out.borrow_mut(), 0));
  expect_ok(s);
  CHECK(back(out) == std::vector<float>(64, 21.0f));
}

struct SplitTree {
  RSGPU_FN void operator()(Thread t, Slice<const float> x, SliceMut<float> out,
                           unsigned extra) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    s.mine(b) = x[t.global_linear_id()];
    auto sp = b.sync_split_at(std::move(s), 32);
    for (unsigned k = 32; k > 1; k /= 2) {
      if (auto e = sp.lower_mine(b))
        *e += sp.upper(b.thread_rank() + extra);
      sp = b.sync_split_at(std::move(sp), k / 2);
    }
    if (auto e = sp.lower_mine(b))
      *e += sp.upper(0);
    auto r = b.sync(std::move(sp));
    if (auto o = rsgpu::per_block(out, b))
      *o = r[0];
  }
  static constexpr int line = __LINE__ - 9;
};

TEST_CASE("S8_rt27_split_phase_read_past_the_upper_part_rejected") {
  auto s = stream();
  auto x = from(s, std::vector<float>(64, 1.0f));
  auto out = zeroed<float>(s, 1);
  launched(
      launch(s, cfg(1, 64), SplitTree{}, x.borrow(), out.borrow_mut(), 1u));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "the upper part's len is 32 but the index is 32"));
  CHECK(has(m, at(SplitTree::line)));
  CHECK(has(m, "thread (31, 0, 0)"));
}

TEST_CASE("S8_rt27_split_phase_tree_reduction_twin") {
  auto s = stream();
  std::vector<float> h(64);
  for (int i = 0; i < 64; ++i)
    h[i] = float(i);
  auto x = from(s, h);
  auto out = zeroed<float>(s, 1);
  launched(
      launch(s, cfg(1, 64), SplitTree{}, x.borrow(), out.borrow_mut(), 0u));
  expect_ok(s);
  CHECK(back(out)[0] == float(63 * 64 / 2));
}

template <unsigned N> struct BlockSum {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out) const {
    auto b = t.block();
    using R = rsgpu::BlockReduce<float, N>;
    auto [total, used] =
        R::sum(b, R::storage(b, [] {}), float(b.thread_rank()));
    if (auto o = rsgpu::per_block(out, b))
      *o = *total;
    (void)used;
  }
};

TEST_CASE("S8_rt27_block_reduce_for_128_threads_in_a_block_of_64_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 64), BlockSum<128>{}, out.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "128"));
  CHECK(has(m, "64"));
  CHECK(has(m, "emu_test.cpp:"));
}

TEST_CASE("S8_rt27_block_reduce_for_the_blocks_size_twin") {
  auto s = stream();
  auto out = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 64), BlockSum<64>{}, out.borrow_mut()));
  expect_ok(s);
  CHECK(back(out)[0] == float(63 * 64 / 2));
}

struct HalfBlockReduce {
  RSGPU_FN void operator()(Thread t) const {
    auto b = t.block();
    using R = rsgpu::BlockReduce<float, 64>;
    if (b.thread_rank() < 32) { // "only the first warp has data"
      auto [x, used] = R::sum(b, R::storage(b, [] {}), 1.0f);
      (void)x;
      (void)used;
    }
  }
};

TEST_CASE("S8_rt27_block_reduce_called_by_half_of_the_block_rejected") {
  auto s = stream();
  launched(launch(s, cfg(1, 64), HalfBlockReduce{}));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "32 of 64 threads"));
  CHECK(has(m, "block (0, 0, 0)"));
}

// (0, 8) of an 8 x 8 tile is slot (1, 0): only the tile's extents catch it.
struct TileEdge {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out, unsigned c) const {
    auto b = t.block();
    auto tile = rsgpu::shared_tile<float, 8, 8>(b, [] {});
    auto rt = b.sync(std::move(tile));
    if (auto e = out.mine(t))
      *e = rt(0, c);
  }
  static constexpr int line = __LINE__ - 2;
};

TEST_CASE("S6_rt27_shared_tile_column_past_the_row_end_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 64), TileEdge{}, out.borrow_mut(), 8u));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, at(TileEdge::line)));
  CHECK(has(m, "8"));
}

// ======================================================================= S9

struct ShflAfterHalfExit {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out) const {
    auto w = t.block().warp();
    if (w.lane() >= 16)
      return;
    float v = w.shfl(float(w.lane()), 0);
    if (auto e = out.mine(t))
      *e = v;
  }
  static constexpr int line = __LINE__ - 4;
};

TEST_CASE("S9_rt27_shuffle_after_half_the_warp_returned_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 32);
  launched(launch(s, cfg(1, 32), ShflAfterHalfExit{}, out.borrow_mut()));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "exited"));
  CHECK(has(m, "'shfl at "));
  CHECK(has(m, at(ShflAfterHalfExit::line)));
  // Named from either side: a lane of the upper half that exited, or a lower
  // lane whose collective waits for exited lanes.
  auto th_ = number_after(m, "thread (");
  CHECK((th_ >= 16 || has(m, "have exited")));
}

struct MaskWithoutCaller {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out,
                           unsigned lo_mask) const {
    auto w = t.block().warp();
    unsigned mask = w.lane() < 16 ? lo_mask : 0xffff0000u;
    w.sync_lanes(mask);
    if (auto e = out.mine(t))
      *e = 1.0f;
  }
};

TEST_CASE(
    "S9_rt27_masked_warp_barrier_whose_mask_leaves_out_the_caller_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 32);
  launched(launch(s, cfg(1, 32), MaskWithoutCaller{}, out.borrow_mut(),
                  0x0000fff0u));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "does not contain its own lane"));
  CHECK(has(m, "0x0000fff0"));
  auto th_ = number_after(m, "thread (");
  CHECK(th_ < 4);
}

TEST_CASE("S9_rt27_masked_warp_barriers_of_two_half_warps_twin") {
  auto s = stream();
  auto out = zeroed<float>(s, 32);
  launched(launch(s, cfg(1, 32), MaskWithoutCaller{}, out.borrow_mut(),
                  0x0000ffffu));
  expect_ok(s);
  CHECK(back(out) == std::vector<float>(32, 1.0f));
}

struct BallotUnderData {
  RSGPU_FN void operator()(Thread t, Slice<const float> x,
                           SliceMut<unsigned> out, int divergent) const {
    auto w = t.block().warp();
    float v = x[t.global_linear_id()];
    unsigned bits = 0;
    if (divergent) {
      if (v > 0.0f)
        bits = w.ballot(true);
    } else {
      bits = w.ballot(v > 0.0f);
    }
    if (auto e = out.mine(t))
      *e = bits;
  }
};

TEST_CASE("S9_rt27_ballot_under_a_data_dependent_branch_rejected") {
  auto s = stream();
  std::vector<float> h(32);
  for (int i = 0; i < 32; ++i)
    h[i] = i % 3 == 0 ? 1.0f : -1.0f;
  auto x = from(s, h);
  auto out = zeroed<unsigned>(s, 32);
  launched(launch(s, cfg(1, 32), BallotUnderData{}, x.borrow(),
                  out.borrow_mut(), 1));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "ballot"));
}

TEST_CASE("S9_rt27_ballot_under_a_data_dependent_branch_twin") {
  auto s = stream();
  std::vector<float> h(32);
  unsigned want = 0;
  for (int i = 0; i < 32; ++i) {
    h[i] = i % 3 == 0 ? 1.0f : -1.0f;
    if (i % 3 == 0)
      want |= 1u << i;
  }
  auto x = from(s, h);
  auto out = zeroed<unsigned>(s, 32);
  launched(launch(s, cfg(1, 32), BallotUnderData{}, x.borrow(),
                  out.borrow_mut(), 0));
  expect_ok(s);
  CHECK(back(out) == std::vector<unsigned>(32, want));
}

struct AnyOrAll {
  RSGPU_FN void operator()(Thread t) const {
    auto w = t.block().warp();
    bool r;
    if (w.lane() & 1)
      r = w.any(true);
    else
      r = w.all(true);
    (void)r;
  }
};

TEST_CASE("S9_rt27_any_and_all_in_the_two_arms_of_a_lane_branch_rejected") {
  auto s = stream();
  launched(launch(s, cfg(1, 32), AnyOrAll{}));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "'any at "));
  CHECK(has(m, "'all at "));
  auto l = lanes_named(m);
  REQUIRE(l.size() == 2);
  CHECK(l[0] % 2 != l[1] % 2);
}

struct TileSyncSubset {
  RSGPU_FN void operator()(Thread t) const {
    auto q = t.block().tile<8>();
    if (q.thread_rank() < 4)
      q.sync();
  }
};

TEST_CASE("S9_rt27_tile_sync_by_half_of_the_tile_rejected") {
  auto s = stream();
  launched(launch(s, cfg(1, 32), TileSyncSubset{}));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "sync"));
  CHECK(has(m, "exited"));
}

struct Tile16 {
  RSGPU_FN void operator()(Thread t) const {
    auto q = t.block().tile<16>();
    (void)q.reduce(1, rsgpu::Plus{});
  }
  static constexpr int line = __LINE__ - 3;
};

TEST_CASE("S9_rt27_tile_of_16_in_a_block_of_40_rejected") {
  auto s = stream();
  launched(launch(s, cfg(1, 40), Tile16{}));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "tile<16>"));
  CHECK(has(m, "40 threads"));
  CHECK(has(m, at(Tile16::line)));
}

struct Warp48 {
  RSGPU_FN void operator()(Thread1DOf<48> t) const {
    auto w = t.block().warp();
    (void)w.ballot(true);
  }
  static constexpr int line = __LINE__ - 3;
};

TEST_CASE("S9_rt27_warp_of_a_shaped_48_thread_block_rejected") {
  auto s = stream();
  LaunchConfig c;
  c.grid = {1, 1, 1};
  c.block = Thread1DOf<48>::block_shape();
  auto r = launch(s, c, Warp48{});
  if (!r) { // refusing the shape at launch is as good
    CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
    return;
  }
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "48 threads"));
  CHECK(has(m, at(Warp48::line)));
}

struct PartialBallot {
  RSGPU_FN void operator()(Thread t, SliceMut<unsigned> out) const {
    auto pw = t.block().warp_partial();
    unsigned bits = pw.ballot(pw.lane() % 2 == 0);
    unsigned rank = pw.rank_of(pw.lane() % 2 == 0);
    if (auto e = out.mine(t))
      *e = bits ^ (rank << 20);
  }
};

TEST_CASE("S9_rt27_partial_warp_ballot_over_the_lanes_present_twin") {
  auto s = stream();
  auto out = zeroed<unsigned>(s, 48);
  launched(launch(s, cfg(1, 48), PartialBallot{}, out.borrow_mut()));
  expect_ok(s);
  auto r = back(out);
  for (unsigned i = 0; i < 48; ++i) {
    unsigned lane = i % 32;
    unsigned bits = i < 32 ? 0x55555555u : 0x5555u;
    unsigned rank = (lane + 1) / 2;
    INFO(i);
    CHECK(r[i] == (bits ^ (rank << 20)));
  }
}

// One helper's collective reached from both arms of a lane branch: one call
// site, two code paths (on CUDA two instructions once inlined).
RSGPU_FN float warp_sum(Warp w, float v) { return w.reduce(v, rsgpu::Plus{}); }

struct DivergentHelperReduce {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out) const {
    auto w = t.block().warp();
    float r;
    if (w.lane() & 1)
      r = warp_sum(w, 1.0f);
    else
      r = warp_sum(w, 2.0f);
    if (auto e = out.mine(t))
      *e = r;
  }
};
struct DivergentReduce {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out) const {
    auto w = t.block().warp();
    float r;
    if (w.lane() & 1)
      r = w.reduce(1.0f, rsgpu::Plus{});
    else
      r = w.reduce(2.0f, rsgpu::Plus{});
    if (auto e = out.mine(t))
      *e = r;
  }
};

TEST_CASE("S9_rt27_reduce_in_both_arms_of_a_lane_branch_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 32);
  launched(launch(s, cfg(1, 32), DivergentReduce{}, out.borrow_mut()));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "reduce"));
  auto l = lanes_named(m);
  REQUIRE(l.size() == 2);
  CHECK(l[0] % 2 != l[1] % 2);
}

TEST_CASE("S9_rt27_one_helpers_reduce_in_both_arms_of_a_lane_branch_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 32);
  launched(launch(s, cfg(1, 32), DivergentHelperReduce{}, out.borrow_mut()));
  auto e = expect_error(s, ErrorKind::SyncError);
  INFO(msg(e));
  CHECK(has(msg(e), "reduce"));
}

struct ShflWide {
  RSGPU_FN void operator()(Thread t, SliceMut<int> out) const {
    auto w = t.block().warp();
    int v = w.shfl(int(w.lane()) * 10, 40); // CUDA: source lane 40 % 32 = 8
    if (auto e = out.mine(t))
      *e = v;
  }
};

TEST_CASE("S9_rt27_shuffle_source_lane_past_the_warp_wraps_as_cuda_twin") {
  auto s = stream();
  auto out = zeroed<int>(s, 32);
  launched(launch(s, cfg(1, 32), ShflWide{}, out.borrow_mut()));
  expect_ok(s);
  CHECK(back(out) == std::vector<int>(32, 80));
}

// ====================================================================== S10

struct ClusterSyncRank0 {
  RSGPU_FN void operator()(Thread t) const {
    auto cl = t.block().cluster();
    if (cl.rank() == 0)
      cl.sync();
  }
};

TEST_CASE("S10_rt27_cluster_barrier_by_rank_0_only_rejected") {
  auto s = stream();
  auto c = cfg(2, 32);
  c.cluster = {2, 1, 1};
  launched(launch(s, c, ClusterSyncRank0{}));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "Cluster::sync()"));
}

TEST_CASE(
    "S10_rt27_cluster_barrier_by_rank_0_only_names_both_blocks_rejected") {
  auto s = stream();
  auto c = cfg(2, 32);
  c.cluster = {2, 1, 1};
  launched(launch(s, c, ClusterSyncRank0{}));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  // Which block waits and which one left: the report should say.
  CHECK(has(m, "block (0, 0, 0)"));
  CHECK(has(m, "block (1, 0, 0)"));
}

TEST_CASE("S10_rt27_cluster_shapes_that_do_not_divide_the_grid_rejected") {
  auto s = stream();
  auto c = cfg(3, 32);
  c.cluster = {2, 1, 1};
  auto e =
      refused(launch(s, c, ClusterSyncRank0{}), ErrorKind::InvalidLaunchConfig);
  CHECK(has(msg(e), "does not divide"));
  auto c2 = cfg2({4, 3, 1}, {32, 1, 1});
  c2.cluster = {2, 2, 1};
  auto e2 = refused(launch(s, c2, ClusterSyncRank0{}),
                    ErrorKind::InvalidLaunchConfig);
  CHECK(has(msg(e2), "does not divide"));
  auto c3 = cfg(16, 32);
  c3.cluster = {16, 1, 1};
  auto e3 = refused(launch(s, c3, ClusterSyncRank0{}),
                    ErrorKind::InvalidLaunchConfig);
  CHECK(has(msg(e3), "more than 8"));
  expect_ok(s);
}

struct ExitBeforeDsm {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out,
                           int exit_rank1) const {
    auto b = t.block();
    auto cl = b.cluster();
    if (exit_rank1 && cl.rank() == 1)
      return;
    auto part = rsgpu::shared<float, 32>(b, [] {});
    part.mine(b) = float(cl.rank() + 1);
    auto dsm = cl.sync(std::move(part));
    float v = dsm.read((cl.rank() + 1) % cl.size(), b.thread_rank());
    cl.sync(std::move(dsm));
    if (auto e = out.mine(t))
      *e = v;
  }
};

TEST_CASE("S10_rt27_block_exits_before_the_dsm_cluster_barrier_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 64);
  auto c = cfg(2, 32);
  c.cluster = {2, 1, 1};
  launched(launch(s, c, ExitBeforeDsm{}, out.borrow_mut(), 1));
  auto e = expect_error(s, ErrorKind::SyncError);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "Cluster::sync()"));
  CHECK(has(m, "exited"));
}

TEST_CASE("S10_rt27_distributed_shared_memory_exchange_twin") {
  auto s = stream();
  auto out = zeroed<float>(s, 64);
  auto c = cfg(2, 32);
  c.cluster = {2, 1, 1};
  launched(launch(s, c, ExitBeforeDsm{}, out.borrow_mut(), 0));
  expect_ok(s);
  auto r = back(out);
  for (int i = 0; i < 64; ++i)
    CHECK(r[i] == (i < 32 ? 2.0f : 1.0f));
}

struct RemotePastEnd {
  RSGPU_FN void operator()(Thread t, SliceMut<float> out, unsigned i) const {
    auto b = t.block();
    auto cl = b.cluster();
    auto part = rsgpu::shared<float, 32>(b, [] {});
    part.mine(b) = 1.0f;
    auto dsm = cl.sync(std::move(part));
    float v = 0;
    if (b.thread_rank() == 0)
      v = dsm.read(1 - cl.rank(), i);
    // (the line above: RemotePastEnd::line)
    cl.sync(std::move(dsm));
    if (auto e = out.mine(t))
      *e = v;
  }
  static constexpr int line = __LINE__ - 6;
};

TEST_CASE("S10_rt27_remote_read_past_the_other_blocks_slice_rejected") {
  auto s = stream();
  auto out = zeroed<float>(s, 64);
  auto c = cfg(2, 32);
  c.cluster = {2, 1, 1};
  launched(launch(s, c, RemotePastEnd{}, out.borrow_mut(), 32u));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "32"));
  CHECK(has(m, at(RemotePastEnd::line)));
  CHECK(has(m, "thread (0, 0, 0)"));
}

struct ClusterCount {
  RSGPU_FN void operator()(Thread,
                           AtomicSlice<unsigned, scope::Cluster> a) const {
    a.at(0).fetch_add(1u, Ordering::Relaxed);
  }
};

TEST_CASE("S10_S11_rt27_cluster_scope_atomic_over_two_clusters_rejected") {
  auto s = stream();
  auto a = zeroed<unsigned>(s, 1);
  auto c = cfg(4, 32);
  c.cluster = {2, 1, 1};
  auto e = refused(launch(s, c, ClusterCount{},
                          rsgpu::atomic<scope::Cluster>(a.borrow_mut())),
                   ErrorKind::InvalidLaunchConfig);
  INFO(e.to_string());
  CHECK(has(msg(e), "scope::Cluster"));
  CHECK(has(msg(e), "launch argument 0"));
}

TEST_CASE("S10_S11_rt27_cluster_scope_atomic_within_one_cluster_twin") {
  auto s = stream();
  auto a = zeroed<unsigned>(s, 1);
  auto c = cfg(2, 32);
  c.cluster = {2, 1, 1};
  launched(launch(s, c, ClusterCount{},
                  rsgpu::atomic<scope::Cluster>(a.borrow_mut())));
  expect_ok(s);
  CHECK(back(a)[0] == 64u);
}

TEST_CASE(
    "S10_S11_rt27_cluster_scope_atomic_in_a_launch_without_clusters_rejected") {
  auto s = stream();
  auto a = zeroed<unsigned>(s, 1);
  auto e = refused(launch(s, cfg(2, 32), ClusterCount{},
                          rsgpu::atomic<scope::Cluster>(a.borrow_mut())),
                   ErrorKind::InvalidLaunchConfig);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "scope::Cluster"));
  CHECK(has(m, "2 blocks"));
}

// ====================================================================== S11

template <class Scope> struct ScopedCount {
  RSGPU_FN void operator()(Thread, AtomicSlice<unsigned, Scope> a) const {
    a.at(0).fetch_add(1u, Ordering::Relaxed);
  }
};

TEST_CASE("S11_rt27_block_scope_atomic_used_across_blocks_rejected") {
  auto s = stream();
  auto a = zeroed<unsigned>(s, 1);
  auto e = refused(launch(s, cfg(2, 64), ScopedCount<scope::Block>{},
                          rsgpu::atomic<scope::Block>(a.borrow_mut())),
                   ErrorKind::InvalidLaunchConfig);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "launch argument 0"));
  CHECK(has(m, "scope::Block"));
  CHECK(has(m, "2 blocks"));
}

TEST_CASE("S11_rt27_block_scope_atomic_in_one_block_twin") {
  auto s = stream();
  auto a = zeroed<unsigned>(s, 1);
  launched(launch(s, cfg(1, 64), ScopedCount<scope::Block>{},
                  rsgpu::atomic<scope::Block>(a.borrow_mut())));
  expect_ok(s);
  CHECK(back(a)[0] == 64u);
}

TEST_CASE("S11_rt27_thread_scope_atomic_used_by_a_warp_rejected") {
  auto s = stream();
  auto a = zeroed<unsigned>(s, 1);
  auto e = refused(launch(s, cfg(1, 32), ScopedCount<scope::Thread>{},
                          rsgpu::atomic<scope::Thread>(a.borrow_mut())),
                   ErrorKind::InvalidLaunchConfig);
  INFO(msg(e));
  CHECK(has(msg(e), "scope::Thread"));
}

struct AtomicAndPlain {
  RSGPU_FN void operator()(Thread t, AtomicSlice<unsigned> a,
                           Slice<const unsigned> x,
                           SliceMut<unsigned> out) const {
    if (auto e = out.mine(t)) {
      a.at(0).fetch_add(1u, Ordering::Relaxed);
      *e = x[0];
    }
  }
};

TEST_CASE("S11_rt27_atomic_and_plain_borrows_sharing_one_element_rejected") {
  auto s = stream();
  auto a = zeroed<unsigned>(s, 8);
  auto out = zeroed<unsigned>(s, 32);
  auto e = refused(launch(s, cfg(1, 32), AtomicAndPlain{},
                          rsgpu::atomic(a.borrow_mut(0, 4)), a.borrow(3, 4),
                          out.borrow_mut()),
                   ErrorKind::BorrowConflict);
  INFO(e.to_string());
  CHECK(has(msg(e), "launch argument 0"));
  CHECK(has(msg(e), "launch argument 1"));
}

TEST_CASE("S11_rt27_atomic_and_plain_borrows_of_neighbouring_elements_twin") {
  auto s = stream();
  auto a = from(s, std::vector<unsigned>{0, 0, 0, 0, 7, 7, 7, 7});
  auto out = zeroed<unsigned>(s, 32);
  launched(launch(s, cfg(1, 32), AtomicAndPlain{},
                  rsgpu::atomic(a.borrow_mut(0, 4)), a.borrow(4, 4),
                  out.borrow_mut()));
  expect_ok(s);
  CHECK(back(a)[0] == 32u);
  CHECK(back(out) == std::vector<unsigned>(32, 7u));
}

// Message passing in one block: thread 0 writes the data, then raises a flag;
// thread 32 (another warp, no barrier) sees the flag and reads the data. With
// a Relaxed flag nothing orders the data write before the read: a data race
// in the PTX memory model (and Rust's), which racecheck must name. (The read
// happens in the default schedule, where thread 0 runs before thread 32; a
// seeded run, RSGPU_SEED, may run the reader first: no read, no race.)
template <class StoreOrd, class LoadOrd> struct Publish {
  RSGPU_FN void operator()(Thread t, SliceMut<float> data,
                           AtomicSlice<unsigned> flag,
                           SliceMut<float> seen) const {
    if (t.global_linear_id() == 0) {
      data.unsafe_at(0) = 42.0f;
      flag.at(0).store(1u, StoreOrd{});
    }
    if (t.global_linear_id() == 32 && flag.at(0).load(LoadOrd{}) == 1u) {
      float v = data.unsafe_at(0);
      seen.unsafe_at(0) = v;
    }
  }
};
using RelaxedT = decltype(Ordering::Relaxed);
using ReleaseT = decltype(Ordering::Release);
using AcquireT = decltype(Ordering::Acquire);

TEST_CASE("S11_rt27_relaxed_flag_publishes_plain_data_rejected") {
  auto s = stream();
  auto data = zeroed<float>(s, 1);
  auto flag = zeroed<unsigned>(s, 1);
  auto seen = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 64), Publish<RelaxedT, RelaxedT>{},
                  data.borrow_mut(), rsgpu::atomic(flag.borrow_mut()),
                  seen.borrow_mut()));
  auto r = s.synchronize();
  INFO(text(r));
  INFO("seen = " << back(seen)[0] << " (42: the read happened)");
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::DataRace);
  auto m = msg(r.error());
  auto v = named(m);
  CHECK(names(v, "write", 0, 0));
  CHECK(names(v, "read", 0, 32));
}

TEST_CASE("S11_rt27_release_acquire_flag_publishes_plain_data_twin") {
  auto s = stream();
  auto data = zeroed<float>(s, 1);
  auto flag = zeroed<unsigned>(s, 1);
  auto seen = zeroed<float>(s, 1);
  launched(launch(s, cfg(1, 64), Publish<ReleaseT, AcquireT>{},
                  data.borrow_mut(), rsgpu::atomic(flag.borrow_mut()),
                  seen.borrow_mut()));
  expect_ok(s);
  CHECK(back(seen)[0] == 42.0f);
}

// The same message passing between two blocks (block 1 waits, bounded, for
// block 0's flag). Across blocks racecheck orders accesses through atomics;
// a Relaxed flag orders nothing in the PTX memory model, so the read of the
// data still races with its write.
template <class StoreOrd, class LoadOrd> struct PublishAcrossBlocks {
  RSGPU_FN void operator()(Thread t, SliceMut<float> data,
                           AtomicSlice<unsigned> flag,
                           SliceMut<float> seen) const {
    if (t.thread_idx().x != 0)
      return;
    if (t.block_idx().x == 0) {
      data.unsafe_at(0) = 42.0f;
      flag.at(0).store(1u, StoreOrd{});
    } else {
      unsigned f = 0;
      for (long k = 0; k < 20000000 && (f = flag.at(0).load(LoadOrd{})) != 1u;
           ++k) {
      }
      if (f == 1u) {
        float v = data.unsafe_at(0);
        seen.unsafe_at(0) = v;
      }
    }
  }
};

TEST_CASE(
    "S11_rt27_relaxed_flag_publishes_plain_data_to_another_block_rejected") {
  auto s = stream();
  auto data = zeroed<float>(s, 1);
  auto flag = zeroed<unsigned>(s, 1);
  auto seen = zeroed<float>(s, 1);
  launched(launch(s, cfg(2, 32), PublishAcrossBlocks<RelaxedT, RelaxedT>{},
                  data.borrow_mut(), rsgpu::atomic(flag.borrow_mut()),
                  seen.borrow_mut()));
  auto r = s.synchronize();
  INFO(text(r));
  INFO("seen = " << back(seen)[0] << " (42: the read happened)");
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::DataRace);
  auto v = named(msg(r.error()));
  CHECK(names(v, "write", 0, 0));
  CHECK(names(v, "read", 1, 0));
}

TEST_CASE("S11_rt27_release_acquire_flag_publishes_to_another_block_twin") {
  auto s = stream();
  auto data = zeroed<float>(s, 1);
  auto flag = zeroed<unsigned>(s, 1);
  auto seen = zeroed<float>(s, 1);
  launched(launch(s, cfg(2, 32), PublishAcrossBlocks<ReleaseT, AcquireT>{},
                  data.borrow_mut(), rsgpu::atomic(flag.borrow_mut()),
                  seen.borrow_mut()));
  expect_ok(s);
  // Block 1 waits for the flag a bounded time: in the seeded mode (one OS
  // thread, RSGPU_SEED) it may run first and give up, reading nothing.
  if (!std::getenv("RSGPU_SEED"))
    CHECK(back(seen)[0] == 42.0f);
}

struct Wrapping {
  RSGPU_FN void operator()(Thread t, AtomicSlice<unsigned> u,
                           AtomicSlice<int> i, SliceMut<long long> old) const {
    if (t.global_linear_id() != 0)
      return;
    old.unsafe_at(0) =
        u.at(0).fetch_add(1u, Ordering::Relaxed); // 0xffffffff -> 0
    old.unsafe_at(1) =
        u.at(1).fetch_sub(1u, Ordering::SeqCst); // 0 -> 0xffffffff
    old.unsafe_at(2) =
        i.at(0).fetch_add(1, Ordering::AcqRel); // INT_MAX -> INT_MIN
    old.unsafe_at(3) =
        i.at(1).fetch_sub(1, Ordering::Relaxed); // INT_MIN -> INT_MAX
  }
};

TEST_CASE("S11_rt27_fetch_add_and_fetch_sub_wrap_as_rust_twin") {
  auto s = stream();
  auto u = from(s, std::vector<unsigned>{0xffffffffu, 0u});
  auto i = from(s, std::vector<int>{INT_MAX, INT_MIN});
  auto old = zeroed<long long>(s, 4);
  launched(launch(s, cfg(1, 32), Wrapping{}, rsgpu::atomic(u.borrow_mut()),
                  rsgpu::atomic(i.borrow_mut()), old.borrow_mut()));
  expect_ok(s);
  CHECK(back(u) == std::vector<unsigned>{0u, 0xffffffffu});
  CHECK(back(i) == std::vector<int>{INT_MIN, INT_MAX});
  CHECK(back(old) == std::vector<long long>{0xffffffffll, 0, INT_MAX, INT_MIN});
}

struct CasLoop {
  RSGPU_FN void operator()(Thread t, AtomicSlice<unsigned> a,
                           SliceMut<unsigned> failed) const {
    unsigned add = unsigned(t.global_linear_id()) + 1;
    unsigned cur = a.at(0).load(Ordering::Relaxed);
    for (;;) {
      auto r = a.at(0).compare_exchange(cur, cur + add, Ordering::AcqRel,
                                        Ordering::Relaxed);
      if (r.ok())
        break;
      cur = r.value(); // the value found
    }
    // A compare-exchange bound to fail reports the current value.
    auto f = a.at(1).compare_exchange(12345u, 0u, Ordering::SeqCst,
                                      Ordering::SeqCst);
    if (auto e = failed.mine(t))
      *e = f.ok() ? 0u : f.value();
  }
};

TEST_CASE("S11_rt27_compare_exchange_loop_across_blocks_twin") {
  auto s = stream();
  auto a = from(s, std::vector<unsigned>{0u, 7u});
  auto failed = zeroed<unsigned>(s, 256);
  launched(launch(s, cfg(4, 64), CasLoop{}, rsgpu::atomic(a.borrow_mut()),
                  failed.borrow_mut()));
  expect_ok(s);
  CHECK(back(a) == std::vector<unsigned>{256u * 257u / 2u, 7u});
  CHECK(back(failed) == std::vector<unsigned>(256, 7u));
}

struct OrderingVariable {
  RSGPU_FN void operator()(Thread t, AtomicSlice<unsigned> a, int bad) const {
    Ordering failure = Ordering::Acquire;
    if (bad)
      failure = Ordering::Release;
    if (t.global_linear_id() == 3)
      (void)a.at(0).compare_exchange(0u, 1u, Ordering::AcqRel, failure);
  }
  static constexpr int line = __LINE__ - 2;
};

TEST_CASE("S11_rt27_release_failure_ordering_held_in_a_variable_rejected") {
  auto s = stream();
  auto a = zeroed<unsigned>(s, 1);
  launched(launch(s, cfg(1, 32), OrderingVariable{},
                  rsgpu::atomic(a.borrow_mut()), 1));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "there is no such thing as a release failure ordering"));
  CHECK(has(m, at(OrderingVariable::line)));
  CHECK(has(m, "thread (3, 0, 0)"));
  CHECK(back(a)[0] == 0u);
}

TEST_CASE("S11_rt27_acquire_failure_ordering_held_in_a_variable_twin") {
  auto s = stream();
  auto a = zeroed<unsigned>(s, 1);
  launched(launch(s, cfg(1, 32), OrderingVariable{},
                  rsgpu::atomic(a.borrow_mut()), 0));
  expect_ok(s);
  CHECK(back(a)[0] == 1u);
}

struct SharedHistogram {
  RSGPU_FN void operator()(Thread t, SliceMut<unsigned> out) const {
    auto b = t.block();
    auto s = rsgpu::shared<unsigned, 64>(b, [] {});
    s.mine(b) = 0u;
    auto sa = b.sync<rsgpu::phase::Atomic>(std::move(s));
    sa.atomic(b.thread_rank() % 8).fetch_add(1u, Ordering::Relaxed);
    auto r = b.sync(std::move(sa));
    if (auto e = out.mine(t))
      *e = r[b.thread_rank()];
  }
};

TEST_CASE("S11_rt27_shared_atomic_phase_then_plain_reads_twin") {
  auto s = stream();
  auto out = zeroed<unsigned>(s, 64);
  launched(launch(s, cfg(1, 64), SharedHistogram{}, out.borrow_mut()));
  expect_ok(s);
  auto r = back(out);
  for (int i = 0; i < 64; ++i)
    CHECK(r[i] == (i < 8 ? 8u : 0u));
}

// ================================================================= S13/S6
// panics

struct ManyPanics {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y, int panic) const {
    std::size_t i = t.global_linear_id();
    if (panic && (i == 3 || i == 40 || i == 70))
      RSGPU_PANIC("three at once");
    if (auto e = y.mine(t))
      *e = float(i);
  }
  static constexpr int line = __LINE__ - 4;
};

TEST_CASE("S13_rt27_three_threads_panic_at_once_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), ManyPanics{}, y.borrow_mut(), 1));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "three at once"));
  CHECK(has(m, at(ManyPanics::line)));
  auto [blk, thr] = panic_thread(m);
  long id = blk * 64 + thr;
  CHECK((id == 3 || id == 40 || id == 70));
  expect_ok(s); // reported once
  launched(launch(s, cfg(2, 64), ManyPanics{}, y.borrow_mut(), 0));
  expect_ok(s);
  auto r = back(y);
  for (int i = 0; i < 128; ++i)
    CHECK(r[i] == float(i));
}

inline constexpr int kAssertLine = __LINE__ + 2;
RSGPU_FN float checked_ratio(float a, float b) {
  RSGPU_ASSERT(b != 0.0f, "division by zero");
  return a / b;
}

struct RatioKernel {
  RSGPU_FN void operator()(Thread t, Slice<const float> x,
                           SliceMut<float> y) const {
    if (auto e = y.mine(t))
      *e = checked_ratio(1.0f, x[e.index()]);
  }
};

TEST_CASE(
    "S13_rt27_failed_assert_in_a_helper_names_the_helpers_line_rejected") {
  auto s = stream();
  std::vector<float> h(64, 2.0f);
  h[45] = 0.0f;
  auto x = from(s, h);
  auto y = zeroed<float>(s, 64);
  launched(launch(s, cfg(2, 32), RatioKernel{}, x.borrow(), y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "division by zero"));
  CHECK(has(m, at(kAssertLine)));
  CHECK(has(m, "in block (1, 0, 0) thread (13, 0, 0)"));
}

struct PanicBetweenBarriers {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y) const {
    auto b = t.block();
    b.sync();
    if (b.thread_rank() == 5)
      RSGPU_PANIC("after the first barrier");
    b.sync();
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
  static constexpr int line = __LINE__ - 5;
};

TEST_CASE("S13_rt27_panic_between_barriers_while_the_block_waits_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 64);
  launched(launch(s, cfg(1, 64), PanicBetweenBarriers{}, y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "after the first barrier"));
  CHECK(has(m, at(PanicBetweenBarriers::line)));
  CHECK(has(m, "thread (5, 0, 0)"));
  expect_ok(s);
}

struct CheckedPlus {
  RSGPU_FN float operator()(float a, float b) const {
    if (a + b > 100.0f)
      RSGPU_PANIC("sum past 100");
    return a + b;
  }
  static constexpr int line = __LINE__ - 3;
};
struct ReduceWithPanickingOp {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y, float v) const {
    auto w = t.block().warp();
    float r = w.reduce(v, CheckedPlus{});
    if (auto e = y.mine(t))
      *e = r;
  }
};

TEST_CASE("S13_rt27_panic_inside_a_warp_reduce_operator_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 64);
  launched(
      launch(s, cfg(1, 64), ReduceWithPanickingOp{}, y.borrow_mut(), 10.0f));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "sum past 100"));
  CHECK(has(m, at(CheckedPlus::line)));
  expect_ok(s);
}

TEST_CASE("S13_rt27_panic_inside_a_warp_reduce_operator_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 64);
  launched(
      launch(s, cfg(1, 64), ReduceWithPanickingOp{}, y.borrow_mut(), 3.0f));
  expect_ok(s);
  CHECK(back(y) == std::vector<float>(64, 96.0f));
}

struct PanicInOneTile {
  RSGPU_FN void operator()(Thread t, SliceMut<int> y) const {
    auto q = t.block().tile<8>();
    if (q.meta_group_rank() == 2 && q.thread_rank() == 3)
      RSGPU_PANIC("lane 3 of tile 2");
    int r = q.reduce(1, rsgpu::Plus{});
    if (auto e = y.mine(t))
      *e = r;
  }
  static constexpr int line = __LINE__ - 5;
};

TEST_CASE(
    "S13_S9_rt27_panic_of_one_lane_before_its_tiles_collective_rejected") {
  auto s = stream();
  auto y = zeroed<int>(s, 32);
  launched(launch(s, cfg(1, 32), PanicInOneTile{}, y.borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "lane 3 of tile 2"));
  CHECK(has(m, at(PanicInOneTile::line)));
  CHECK(has(m, "thread (19, 0, 0)"));
}

struct PanicWhileClusterWaits {
  RSGPU_FN void operator()(Thread t) const {
    auto cl = t.block().cluster();
    if (cl.rank() == 1 && t.thread_idx().x == 0)
      RSGPU_PANIC("rank 1 gave up");
    cl.sync();
  }
  static constexpr int line = __LINE__ - 3;
};

TEST_CASE("S13_S10_rt27_panic_in_one_block_while_its_cluster_waits_rejected") {
  auto s = stream();
  auto c = cfg(2, 32);
  c.cluster = {2, 1, 1};
  launched(launch(s, c, PanicWhileClusterWaits{}));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  auto m = e.to_string();
  INFO(m);
  CHECK(has(m, "rank 1 gave up"));
  CHECK(has(m, at(PanicWhileClusterWaits::line)));
  CHECK(has(m, "in block (1, 0, 0) thread (0, 0, 0)"));
  expect_ok(s);
}

// A panic while the thread holds distributed shared memory (a RemoteShared,
// whose destructor runs the closing cluster barrier): one DevicePanic, no
// crash, no hang, and the next launch runs.
struct PanicHoldingRemote {
  RSGPU_FN void operator()(Thread t, int close) const {
    auto b = t.block();
    auto cl = b.cluster();
    auto part = rsgpu::shared<float, 32>(b, [] {});
    part.mine(b) = 1.0f;
    auto dsm = cl.sync(std::move(part));
    if (cl.rank() == 1 && b.thread_rank() == 0)
      RSGPU_PANIC("holding a RemoteShared");
    (void)dsm.read(1 - cl.rank(), b.thread_rank());
    if (close)
      cl.sync(std::move(dsm));
  }
  static constexpr int line = __LINE__ - 5;
};

TEST_CASE(
    "S13_S10_rt27_panic_while_holding_distributed_shared_memory_rejected") {
  for (int close : {1, 0}) {
    INFO("closing barrier written: " << close);
    auto s = stream();
    auto c = cfg(2, 32);
    c.cluster = {2, 1, 1};
    launched(launch(s, c, PanicHoldingRemote{}, close));
    auto e = expect_error(s, ErrorKind::DevicePanic);
    auto m = e.to_string();
    INFO(m);
    CHECK(has(m, "holding a RemoteShared"));
    CHECK(has(m, at(PanicHoldingRemote::line)));
    CHECK(has(m, "in block (1, 0, 0) thread (0, 0, 0)"));
    auto a = zeroed<unsigned>(s, 1);
    launched(launch(s, c, ClusterCount{},
                    rsgpu::atomic<scope::Cluster>(a.borrow_mut())));
    expect_ok(s);
    CHECK(back(a)[0] == 64u);
  }
}

// A panicking launch holding an exclusive borrow and a shared-memory handle:
// afterwards the borrow is free (another stream may lend the buffer), the
// same shared declaration works, and the panic is reported exactly once.
struct PanicHoldingShared {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y, int panic) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    s.mine(b) = float(b.thread_rank());
    if (panic && b.thread_rank() == 7)
      RSGPU_PANIC("holding a shared handle");
    auto r = b.sync(std::move(s));
    if (auto e = y.mine(t))
      *e = r[63 - b.thread_rank()];
  }
};

TEST_CASE("S13_rt27_panic_holding_borrow_and_shared_leaves_nothing_rejected") {
  auto s = stream();
  auto s2 = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), PanicHoldingShared{}, y.borrow_mut(), 1));
  // The first synchronising copy reports the panic ...
  auto v = y.to_vec();
  INFO(text(v));
  REQUIRE_FALSE(v);
  CHECK(v.error().kind() == ErrorKind::DevicePanic);
  CHECK(has(v.error().to_string(), "holding a shared handle"));
  // ... and nothing of the launch is left: another stream lends the buffer,
  // the same declaration runs clean, no second report.
  launched(launch(s2, cfg(2, 64), PanicHoldingShared{}, y.borrow_mut(), 0));
  expect_ok(s2);
  expect_ok(s);
  auto r = back(y);
  for (int i = 0; i < 128; ++i)
    CHECK(r[i] == float(63 - i % 64));
}

// A panic, then further writes by the threads still running: the host sees
// the panic once, and the buffer stays usable.
struct PanicThenWrites {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y) const {
    if (t.global_linear_id() == 0)
      RSGPU_PANIC("first thread");
    for (auto e : y.grid_stride(t))
      *e = 5.0f;
  }
  static constexpr int line = __LINE__ - 4;
};

TEST_CASE(
    "S13_rt27_panic_then_further_writes_reported_by_the_next_copy_rejected") {
  auto s = stream();
  auto y = zeroed<float>(s, 1000);
  launched(launch(s, cfg(4, 64), PanicThenWrites{}, y.borrow_mut()));
  auto v = y.to_vec();
  INFO(text(v));
  REQUIRE_FALSE(v);
  CHECK(v.error().kind() == ErrorKind::DevicePanic);
  CHECK(has(v.error().to_string(), at(PanicThenWrites::line)));
  CHECK(has(v.error().to_string(), "in block (0, 0, 0) thread (0, 0, 0)"));
  auto v2 = y.to_vec();
  INFO(text(v2));
  REQUIRE(v2);
  for (std::size_t i = 0; i < v2->size(); ++i)
    CHECK(((*v2)[i] == 0.0f || (*v2)[i] == 5.0f));
  expect_ok(s);
}

} // namespace rt27
