// Accesses through the parts generated code holds (docs/emulator.md,
// "Generated parts"; docs/safety-model.md S5, defence in depth): rsgpu-gen
// writes a `&mut [T]` part of a kernel's parameter (a half of split_at_mut, a
// chunk, `&mut y[a..b]`) as rsgpu::rust::SliceMutRef<T>, and at opt-level 3
// rustc's raw element pointers as plain `T *`; every element read or write
// through them is spelled raw_read / raw_write (rust/traced.hpp). The kernels
// below are written the way the emitter writes them, with the part proof
// wrong on purpose (what a bug in analysis/SliceParts.cpp or PartChains.cpp
// would let through): racecheck must report the two threads and the element
// under Check::All, as for the parameter view itself; their twins with
// disjoint parts run clean and compute.
#include <string>
#include <vector>

#include <rsgpu/rust/core.hpp>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;
namespace rr = rsgpu::rust;

namespace {
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }
/// A launch of several blocks on one OS thread (seeded mode): these kernels
/// race across blocks on purpose, which on two OS threads ThreadSanitizer
/// (the tsan preset) would report itself.
rsgpu::LaunchConfig one_os_thread(rsgpu::Dim3 grid, rsgpu::Dim3 block,
                                  Check checks = Check::All) {
  rsgpu::LaunchConfig c = config(grid, block, checks);
  c.seed = 1;
  return c;
}

// Threads 0..31 own `lo`, the head of y.split_at_mut(32); threads 32..63 own
// the tail of y.split_at_mut(mid), element t - 32 each. mid 32: disjoint;
// mid 31 (the wrong point): thread 32's hi[0] is y[31], thread 31's lo[31].
// With `read`, thread 32 reads its element instead of writing it.
struct SplitParts {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y, std::size_t mid,
                           bool read) const {
    std::size_t i = t.global_id();
    rr::Tuple2<rr::SliceMutRef<float>, rr::SliceMutRef<float>> a =
        rr::split_at_mut(y, std::size_t(32), rr::Location{"parts.mir", 10});
    rr::Tuple2<rr::SliceMutRef<float>, rr::SliceMutRef<float>> b =
        rr::split_at_mut(y, mid, rr::Location{"parts.mir", 11});
    rr::SliceMutRef<float> lo = a._0, hi = b._1;
    if (i < 32) {
      rr::raw_write(lo[i]) = float(i);
    } else if (i - 32 < hi.len) {
      if (read && i == 32)
        (void)rr::raw_read(hi[i - 32]);
      else
        rr::raw_write(hi[i - 32]) = float(i);
    }
  }
};

// The red-team-5 nested split (tests/generator/redteam/
// S5_rt5_split_of_tail_keyed_as_tail.rs) as rsgpu-gen translated it before
// PartChains: `(_, hi) = y.split_at_mut(m); (_, b) = hi.split_at_mut(m);
// b[i] = i; hi[i] = 1000 + i`. With m = 16 threads i and i + 16 both write
// y[32 + i]; `twin` splits `y` itself the second time (b = y[m..]) and thread
// i writes b[i] only.
struct NestedSplit {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y, std::size_t m,
                           bool twin) const {
    std::size_t i = t.global_id();
    rr::SliceMutRef<float> hi = rr::split_at_mut(y, m, rr::Location{"rt5.mir", 63})._1;
    rr::SliceMutRef<float> b = twin ? hi : rr::split_at_mut(hi, m, rr::Location{"rt5.mir", 72})._1;
    if (i < b.len)
      rr::raw_write(b[i]) = float(i);
    if (!twin && i < hi.len)
      rr::raw_write(hi[i]) = 1000.0f + float(i);
  }
};

// rustc's O3 shape of `for v in y.chunks_mut(4).nth(i)?.iter_mut() { *v += 1 }`:
// the chunk's raw pointer walked to its end. `over` adds one element past the
// end for thread `bad` (a raw-pointer part off by one); `under` makes thread
// `bad` read the element just before its chunk (the previous thread's).
struct ChunkPointerWalk {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> y, unsigned bad,
                           bool over, bool under) const {
    std::size_t i = t.global_id();
    rr::ChunksMut<int> it = rr::chunks_mut_of(y, std::size_t(4), rr::Location{"k.mir", 3});
    rr::Option<rr::SliceMutRef<int>> c = rr::nth(it, i);
    if (!c.is_some)
      return;
    int *p = (int *)rr::as_slice_mut(c.value).ptr;
    int *end = p + c.value.len + (over && i == bad ? 1 : 0);
    int prev = under && i == bad ? rr::raw_read((*(p - 1))) : 0;
    for (; p != end; p = p + std::size_t(1))
      rr::raw_write((*p)) = rr::raw_read((*p)) + 1 + prev;
  }
};

// A part handed to a device fn taking `&mut [T]` (SliceMutRef -> SliceMut,
// ViewFactory::local_mut), and core's `fill` of a part: thread i's part is
// y[2i .. 2i + len]; len 2 is disjoint, len 3 overlaps the next thread's.
RSGPU_FN void fill_first(rsgpu::Thread, rsgpu::SliceMut<int> s, int v) {
  s.unsafe_at(0) = v;
}
struct PartToHelper {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> y, std::size_t len,
                           bool use_fill) const {
    std::size_t i = t.global_id();
    if (2 * i + len > y.len())
      return;
    rr::SliceMutRef<int> part =
        rr::index_range_mut(y, rr::Range<std::size_t>{2 * i, 2 * i + len}, rr::Location{"k.mir", 7});
    if (use_fill) {
      rr::fill(part, int(i));
    } else {
      fill_first(t, part, int(i));
      rsgpu::SliceMut<int> whole = part;
      whole.unsafe_at(len - 1) = int(i);
    }
  }
};

// A part indexed past its end (an index rustc checked, or a dropped check
// that did not hold): bounds-checked against the part on the emulator.
struct PartPastItsEnd {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> y) const {
    std::size_t i = t.global_id();
    rr::ChunksMut<int> it = rr::chunks_mut_of(y, std::size_t(4));
    rr::Option<rr::SliceMutRef<int>> c = rr::nth(it, i);
    if (c.is_some)
      rr::raw_write(c.value[i == 3 ? 4 : 0]) = 1;
  }
};
} // namespace

TEST_CASE("S5_part_of_split_at_mut_at_a_wrong_point_races_naming_both_threads",
          "[emulator][racecheck]") {
  for (bool read : {false, true}) {
    INFO("thread 32 " << (read ? "reads" : "writes") << " its element");
    auto s = stream();
    auto y = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, one_os_thread({2}, {32}), SplitParts{}, y->borrow_mut(),
                          std::size_t(31), read));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("SplitParts") && Contains("index 31 of 4-byte") &&
                           Contains("write by block (0, 0, 0) thread (31, 0, 0)") &&
                           Contains(std::string(read ? "read" : "write") +
                                    " by block (1, 0, 0) thread (0, 0, 0)"));
  }
}

TEST_CASE("S5_part_of_split_at_mut_at_the_right_point_runs_clean", "[emulator][racecheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), SplitParts{}, y->borrow_mut(), std::size_t(32),
                        false));
  expect_ok(s);
  auto v = y->to_vec();
  REQUIRE(v);
  for (unsigned k = 0; k < 64; ++k) CHECK((*v)[k] == float(k));
}

TEST_CASE("S5_part_of_a_split_tail_split_again_races_as_red_team_5_found",
          "[emulator][racecheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({1}, {64}), NestedSplit{}, y->borrow_mut(), std::size_t(16),
                        false));
  auto e = expect_error(s, ErrorKind::DataRace);
  // Threads j and j + 16 (j < 32) both write y[32 + j]; which pair is named
  // first is the replay's choice: check that the two threads and the index agree.
  std::string m = msg(e);
  INFO(m);
  bool named = false;
  for (unsigned j = 0; j < 32 && !named; ++j)
    named = m.find("index " + std::to_string(32 + j) + " of 4-byte") != std::string::npos &&
            m.find("write by block (0, 0, 0) thread (" + std::to_string(j) + ", 0, 0)") !=
                std::string::npos &&
            m.find("write by block (0, 0, 0) thread (" + std::to_string(j + 16) + ", 0, 0)") !=
                std::string::npos;
  CHECK(named);
  // The twin: b = y[16..], thread i writes y[16 + i] only.
  REQUIRE(rsgpu::launch(s, config({1}, {64}), NestedSplit{}, y->borrow_mut(), std::size_t(16),
                        true));
  expect_ok(s);
  auto v = y->to_vec();
  REQUIRE(v);
  for (unsigned k = 16; k < 64; ++k) CHECK((*v)[k] == float(k - 16));
}

TEST_CASE("S5_raw_pointer_part_off_by_one_races_naming_both_threads", "[emulator][racecheck]") {
  SECTION("thread 5 writes one element past its chunk") {
    auto s = stream();
    auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, config({1}, {16}), ChunkPointerWalk{}, y->borrow_mut(), 5u, true,
                          false));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("ChunkPointerWalk") && Contains("index 24 of 4-byte") &&
                           Contains("by block (0, 0, 0) thread (5, 0, 0)") &&
                           Contains("by block (0, 0, 0) thread (6, 0, 0)"));
  }
  SECTION("thread 6 reads the element before its chunk, in another block") {
    auto s = stream();
    auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, one_os_thread({4}, {4}), ChunkPointerWalk{}, y->borrow_mut(), 8u,
                          false, true));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("index 31 of 4-byte") &&
                           Contains("write by block (1, 0, 0) thread (3, 0, 0)") &&
                           Contains("read by block (2, 0, 0) thread (0, 0, 0)"));
  }
}

TEST_CASE("S5_raw_pointer_parts_disjoint_run_clean", "[emulator][racecheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({4}, {4}), ChunkPointerWalk{}, y->borrow_mut(), 99u, true,
                        true));
  expect_ok(s);
  auto v = y->to_vec();
  REQUIRE(v);
  CHECK(*v == std::vector<int>(64, 1));
}

TEST_CASE("S5_overlapping_part_through_a_device_fn_or_fill_races", "[emulator][racecheck]") {
  for (bool use_fill : {false, true}) {
    INFO((use_fill ? "fill" : "SliceMut of the part handed to a device fn"));
    auto s = stream();
    auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, config({1}, {32}), PartToHelper{}, y->borrow_mut(), std::size_t(3),
                          use_fill));
    auto e = expect_error(s, ErrorKind::DataRace);
    std::string m = msg(e);
    INFO(m);
    // Thread j's third element is thread j + 1's first: y[2j + 2].
    bool named = false;
    for (unsigned j = 0; j < 31 && !named; ++j)
      named = m.find("index " + std::to_string(2 * j + 2) + " of 4-byte") != std::string::npos &&
              m.find("thread (" + std::to_string(j) + ", 0, 0)") != std::string::npos &&
              m.find("thread (" + std::to_string(j + 1) + ", 0, 0)") != std::string::npos;
    CHECK(named);
    // Parts of 2: disjoint.
    REQUIRE(rsgpu::launch(s, config({1}, {32}), PartToHelper{}, y->borrow_mut(), std::size_t(2),
                          use_fill));
    expect_ok(s);
    auto v = y->to_vec();
    REQUIRE(v);
    for (unsigned k = 0; k < 64; ++k) CHECK((*v)[k] == int(k / 2));
  }
}

TEST_CASE("S6_part_indexed_past_its_end_panics_on_the_emulator", "[emulator][memcheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({1}, {16}), PartPastItsEnd{}, y->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  INFO(e.to_string());
  CHECK_THAT(e.to_string(), Contains("index out of bounds: the len is 4 but the index is 4") &&
                                Contains("generated_parts_test.cpp") &&
                                Contains("thread (3, 0, 0)"));
}

TEST_CASE("S5_part_accesses_report_nothing_with_checks_off", "[emulator][racecheck]") {
  DefaultChecks off(Check::None);
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, one_os_thread({2}, {32}, Check::None), SplitParts{},
                        y->borrow_mut(), std::size_t(31), false));
  expect_ok(s);
}
