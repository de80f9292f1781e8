// Red-team suite, device side on the emulator: panics, shared-memory phases,
// warp collectives, racecheck (S5, S6, S8, S9, S10, S11). Written from
// docs/emulator.md, docs/device/*.md and docs/safety-model.md only.
//
// Launches that do not set LaunchConfig::checks rely on the emulator's checks
// being on by default.
#include "support.hpp"

#include <rsgpu/collectives.hpp>

#include <regex>

using namespace rsgpu;
using adv::contains;

namespace {

std::vector<int> to_vec(DeviceBuffer<int> &b) {
  auto v = b.to_vec();
  INFO(adv::describe(v));
  REQUIRE(v);
  return *v;
}

// Every "thread (x" / "thread x" number the message names, in order.
std::vector<unsigned> threads_named(std::string_view msg) {
  std::vector<unsigned> out;
  std::string m(msg);
  std::regex re("thread[ s]*\\(?([0-9]+)");
  for (auto it = std::sregex_iterator(m.begin(), m.end(), re);
       it != std::sregex_iterator(); ++it)
    out.push_back(unsigned(std::stoul((*it)[1])));
  return out;
}
bool names_threads(std::string_view msg, unsigned a, unsigned b) {
  auto t = threads_named(msg);
  bool has_a = false, has_b = false;
  for (unsigned x : t) {
    has_a |= x == a;
    has_b |= x == b;
  }
  return has_a && has_b;
}

// ---- S6
// -------------------------------------------------------------------------

template <class S> RSGPU_FN int read_at(S x, std::size_t i) {
  return x[i]; // HELPER_READ
}
const unsigned kHelperReadLine = adv::line_of(__FILE__, "HELPER_READ");

struct OobInHelper {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x,
                           SliceMut<int> y) const {
    if (auto e = y.mine(t))
      *e = read_at(x, e.index() + 1); // thread 31 reads x[32]
  }
};

struct SubsliceTooLong {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x,
                           SliceMut<int> y) const {
    auto sub = x.subslice(30, 4); // SUBSLICE: x has 32 elements
    if (auto e = y.mine(t))
      *e = sub[0];
  }
};
const unsigned kSubsliceLine = adv::line_of(__FILE__, "SUBSLICE");

struct PanicBeforeReduce {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto w = t.block().warp();
    if (w.lane() == 5)
      RSGPU_PANIC("lane 5 gives up"); // LANE5
    int s = w.reduce(1, Plus{});
    if (auto e = y.mine(t))
      *e = s;
  }
};
const unsigned kLane5Line = adv::line_of(__FILE__, "LANE5");

struct Assert2D {
  RSGPU_FN void operator()(Thread t, SliceMut<int> y) const {
    bool bad = t.block_idx().x == 1 && t.block_idx().y == 2 &&
               t.thread_idx().x == 3 && t.thread_idx().y == 5;
    RSGPU_ASSERT(!bad, "adversarial assert"); // ASSERT2D
    if (auto e = y.mine(t))
      *e = 1;
  }
};
const unsigned kAssert2DLine = adv::line_of(__FILE__, "ASSERT2D");

// ---- S5: racecheck
// ---------------------------------------------------------------

struct SameIndexTwoThreads {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    if (t.global_id() < 2)
      y.unsafe_at(0) = int(t.global_id()) + 1;
  }
};

struct WriteMine {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    if (auto e = y.mine(t))
      *e = int(e.index()) + 1;
  }
};
struct ReadFirst {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x,
                           SliceMut<int> out) const {
    if (auto e = out.mine(t))
      *e = x[0];
  }
};

// ---- S8: shared memory
// ------------------------------------------------------------

// Regression: a helper that allocates shared memory, called twice: both
// calls get the same array (one allocation per call site).
template <class B> RSGPU_FN int right_neighbour(const B &b, int v) {
  auto s = shared<int, 64>(b, [] {});
  s.mine(b) = v;
  auto r = b.sync(std::move(s));
  return r[(b.thread_rank() + 1) % 64];
}
struct HelperTwice {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out) const {
    auto b = t.block();
    int a = right_neighbour(b, int(b.thread_rank()));
    int c = right_neighbour(b, 100 * int(b.thread_rank()));
    if (auto e = out.mine(t))
      *e = a + c;
  }
};

// Two live handles from one tag: the same __shared__ declaration twice.
struct OneTagTwoHandles {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out) const {
    auto b = t.block();
    auto tag = [] {};
    auto a = shared<int, 64>(b, tag); // ONE_TAG_FIRST
    auto c = shared<int, 64>(b, tag); // ONE_TAG_SECOND
    a.mine(b) = 1;
    c.mine(b) = 2;
    auto [ra, rc] = b.sync(std::move(a), std::move(c));
    if (auto e = out.mine(t))
      *e = ra[b.thread_rank()] + 10 * rc[b.thread_rank()];
  }
};

// Regression: the Owned slot from for_warp kept past
// the barrier and written while the block reads. Written first in the Write
// phase, where for_warp is now a compile error
// (cf/leader_slot_for_warp_in_write_phase.cpp); here in the per-warp phase,
// where for_warp compiles.
struct LeaderSlotKeptPastBarrier {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out) const {
    auto b = t.block();
    auto w = b.warp();
    auto acc = shared<int, 4, phase::WarpWrite>(b, [] {});
    auto mine = acc.for_warp(w); // LEADER_TAKEN
    if (mine)
      *mine = int(w.id());
    auto r = b.sync(std::move(acc));
    int v = r[(w.id() + 1) % 4];
    if (mine)
      *mine = -1;
    if (auto e = out.mine(t))
      *e = v;
  }
};
const unsigned kLeaderTakenLine = adv::line_of(__FILE__, "LEADER_TAKEN");
const unsigned kOneTagFirst = adv::line_of(__FILE__, "ONE_TAG_FIRST");
const unsigned kOneTagSecond = adv::line_of(__FILE__, "ONE_TAG_SECOND");
const unsigned kDynamicFirst = adv::line_of(__FILE__, "DYNAMIC_FIRST");
const unsigned kDynamicSecond = adv::line_of(__FILE__, "DYNAMIC_SECOND");

// docs/device/shared.md: one live handle per declaration. A helper that
// allocates with its caller's tag and hands its (read-phase) handle back,
// called again while the first handle is still held: both are one array.
template <class Tag>
RSGPU_FN SharedSlice<int, 64, phase::Read> publish(const BasicBlock<1> &b,
                                                   Tag tag, int v) {
  auto s = shared<int, 64>(b, tag); // PUBLISH_ALLOC
  s.mine(b) = v;
  return b.sync(std::move(s));
}
struct HelperHandleKeptThenCalledAgain {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out) const {
    auto b = t.block();
    auto tag = [] {};
    auto first = publish(b, tag, 1);
    auto second = publish(b, tag, 2); // overwrites what `first` reads
    if (auto e = out.mine(t))
      *e = first[(b.thread_rank() + 1) % 64] + second[0];
  }
};
// The twin: the first handle is dead (its scope ended) before the second
// call, and a barrier orders the last reads before the next writes.
struct HelperCalledTwiceSequentially {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out) const {
    auto b = t.block();
    auto tag = [] {};
    int acc = 0;
    {
      auto first = publish(b, tag, 1);
      acc += first[(b.thread_rank() + 1) % 64];
    }
    b.sync();
    {
      auto second = publish(b, tag, 2);
      acc += second[(b.thread_rank() + 1) % 64];
    }
    if (auto e = out.mine(t))
      *e = acc;
  }
};
// docs/device/shared.md, shared_tile: one tag type for two tiles.
struct TileTag {};
struct OneTileTagTwoTiles {
  RSGPU_FN void operator()(Thread2D t, SliceMut<float> out) const {
    auto b = t.block();
    auto x = shared_tile<float, 8, 8>(b, TileTag{}); // TILE_FIRST
    auto y = shared_tile<float, 8, 8>(b, TileTag{}); // TILE_SECOND
    x.for_each_mine<8, 8>(b, [](unsigned, unsigned, auto e) { e = 1.0f; });
    y.for_each_mine<8, 8>(b, [](unsigned, unsigned, auto e) { e = 2.0f; });
    auto rx = b.sync(std::move(x));
    auto ry = b.sync(std::move(y));
    Dim3 i = b.thread_idx();
    if (auto e = out.mine(t))
      *e = rx(i.y, i.x) + 10.0f * ry(i.y, i.x);
  }
};
const unsigned kTileFirst = adv::line_of(__FILE__, "TILE_FIRST");
const unsigned kTileSecond = adv::line_of(__FILE__, "TILE_SECOND");
const unsigned kPublishAlloc = adv::line_of(__FILE__, "PUBLISH_ALLOC");

// The panic names S8, both call sites (file:line) and the tag.
void check_alias_panic(const Result<void> &r, unsigned first, unsigned second,
                       const char *tag) {
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DevicePanic);
  const std::string m(r.error().message());
  CHECK(contains(m, "rsgpu S8:"));
  CHECK(contains(m, "device_test.cpp:" + std::to_string(first)));
  CHECK(contains(m, "Tag: "));
  CHECK(contains(m.substr(m.find("Tag: ")), tag));
  CHECK(r.error().panic().line == second);
  CHECK(contains(std::string(r.error().panic().file()), "device_test.cpp"));
}

// Regression: a second shared_dynamic handle to the same array.
struct TwoDynamicHandles {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out) const {
    auto b = t.block();
    auto s1 = shared_dynamic<int>(b); // DYNAMIC_FIRST
    auto s2 = shared_dynamic<int>(b); // DYNAMIC_SECOND
    s1.mine(b) = int(b.thread_rank());
    auto r1 = b.sync(std::move(s1));
    int right = r1[(b.thread_rank() + 1) % b.size()];
    s2.mine(b) = -1; // same array: overwrites what the others still read
    auto r2 = b.sync(std::move(s2));
    if (auto e = out.mine(t))
      *e = right + 0 * r2[0];
  }
};

// Regression: a shared array declared inside a loop is rewritten while
// slow threads still read the previous iteration's.
struct SharedInLoop {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out) const {
    auto b = t.block();
    int acc = 0;
    for (int it = 0; it < 3; ++it) {
      auto s = shared<int, 64>(b, [] {});
      s.mine(b) = int(b.thread_rank()) + it;
      auto r = b.sync(std::move(s));
      acc += r[(b.thread_rank() + 1) % 64];
    }
    if (auto e = out.mine(t))
      *e = acc;
  }
};

// Regression: CUB temporary storage declared inside a loop.
struct StorageInLoop {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out) const {
    using Reduce = BlockReduce<int, 64>;
    auto b = t.block();
    int total = 0;
    for (int it = 0; it < 3; ++it) {
      auto [sum, used] = Reduce::sum(b, Reduce::storage(b, [] {}), it + 1);
      (void)used;
      if (sum)
        total += *sum;
    }
    if (auto e = per_block(out, b))
      *e = total;
  }
};

struct BarrierInThreadDependentLoop {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto b = t.block();
    for (unsigned i = 0; i < b.thread_rank() % 3; ++i)
      b.sync();
    if (auto e = y.mine(t))
      *e = 1;
  }
};

constexpr unsigned odd_barrier_line = __LINE__ + 6;
constexpr unsigned even_barrier_line = __LINE__ + 7;
struct DifferentBarriers {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto b = t.block();
    if (b.thread_rank() % 2)
      b.sync();
    else
      b.sync(); // every thread is at *a* barrier, not at the same one
    if (auto e = y.mine(t))
      *e = 1;
  }
};

struct TwoTagsTwoArrays { // twin of OneTagTwoHandles
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> out) const {
    auto b = t.block();
    auto a = shared<int, 64>(b, [] {});
    auto c = shared<int, 64>(b, [] {});
    a.mine(b) = 1;
    c.mine(b) = 2;
    auto [ra, rc] = b.sync(std::move(a), std::move(c));
    unsigned k = (b.thread_rank() + 7) % 64;
    if (auto e = out.mine(t))
      *e = ra[k] + 10 * rc[k];
  }
};

// Tree reduction with the documented phases: two barriers per step.
struct TreeReduce {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x,
                           SliceMut<int> sums) const {
    auto b = t.block();
    auto s = shared<int, 64>(b, [] {});
    s.mine(b) = x[t.global_id()];
    auto r = b.sync(std::move(s));
    for (unsigned k = 32; k > 0; k /= 2) {
      unsigned i = b.thread_rank();
      int v = r[i] + (i < k ? r[i + k] : 0);
      auto wr = b.sync(std::move(r));
      wr.mine(b) = v;
      r = b.sync(std::move(wr));
    }
    if (auto e = per_block(sums, b))
      *e = r[0];
  }
};

// ---- S9: warp collectives
// --------------------------------------------------------

struct ShflDownVsUp {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto w = t.block().warp();
    int v = int(w.lane());
    if (w.lane() < 16)
      v = w.shfl_down(v, 1);
    else
      v = w.shfl_up(v, 1);
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct PlusVsMax {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto w = t.block().warp();
    int v = int(w.lane());
    if (w.lane() % 2)
      v = w.reduce(v, Plus{});
    else
      v = w.reduce(v, Max{});
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct DataDependentReduce {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x,
                           SliceMut<int> y) const {
    auto w = t.block().warp();
    int v = x[t.global_id()];
    if (v > 0)
      v = w.reduce(v, Plus{}); // some lanes hold negative values
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct Tile8InBlockOf20 {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto q = t.block().tile<8>(); // 20 threads: the last tile has 4
    int v = q.reduce(1, Plus{});
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct TileUniformCondition { // twin: uniform per 8-tile, divergent per warp
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto b = t.block();
    auto w = b.warp();
    auto q = b.tile<8>();
    int v = int(w.lane());
    if (w.lane() < 16)
      v = q.reduce(v, Plus{});
    if (auto e = y.mine(t))
      *e = v;
  }
};

// ---- S10
// ---------------------------------------------------------------------------

struct RemoteReadPastCluster {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto b = t.block();
    auto cl = b.cluster();
    auto part = shared<int, 1>(b, [] {});
    if (auto p = part.for_leader(b))
      *p = int(cl.rank());
    auto dsm = cl.sync(std::move(part));
    int v = dsm.read(cl.size(), 0); // REMOTE: ranks are 0 .. size-1
    cl.sync(std::move(dsm));
    if (auto e = y.mine(t))
      *e = v;
  }
};
const unsigned kRemoteLine = adv::line_of(__FILE__, "REMOTE");

// ---- S11
// ---------------------------------------------------------------------------

struct AtomicAndPlainDisjoint { // twin
  RSGPU_FN void operator()(Thread1D t, AtomicSlice<int> counts,
                           Slice<const int> x) const {
    counts.at(t.global_id() % counts.len())
        .fetch_add(x[t.global_id() % x.len()], Ordering::Relaxed);
  }
};

} // namespace

TEST_CASE("S6_adv_bounds_panic_in_helper_names_its_line_block_thread") {
  auto s = adv::stream();
  auto x = adv::zeroed<int>(s, 32);
  auto y = adv::zeroed<int>(s, 32);
  REQUIRE(
      launch(s, adv::cfg1d(1, 32), OobInHelper{}, x.borrow(), y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DevicePanic);
  const auto &p = r.error().panic();
  CHECK(p.message() ==
        "index out of bounds: the len is 32 but the index is 32");
  CHECK(contains(p.file(), "device_test.cpp"));
  CHECK(p.line == kHelperReadLine);
  CHECK(p.block.x == 0);
  CHECK(p.thread.x == 31);
}

TEST_CASE("S6_adv_subslice_past_the_end_panics_at_the_call") {
  auto s = adv::stream();
  auto x = adv::zeroed<int>(s, 32);
  auto y = adv::zeroed<int>(s, 32);
  REQUIRE(launch(s, adv::cfg1d(1, 32), SubsliceTooLong{}, x.borrow(),
                 y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(contains(r.error().panic().file(), "device_test.cpp"));
  CHECK(r.error().panic().line == kSubsliceLine);
}

TEST_CASE("S6_adv_panic_before_warp_collective_reported_as_the_panic") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 32);
  REQUIRE(launch(s, adv::cfg1d(1, 32), PanicBeforeReduce{}, y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  // the first error is the panic, not the collective it left incomplete
  REQUIRE(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(r.error().panic().message() == "lane 5 gives up");
  CHECK(r.error().panic().line == kLane5Line);
  CHECK(r.error().panic().thread.x == 5);
}

TEST_CASE("S6_adv_assert_in_2d_launch_names_block_and_thread") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 6 * 32);
  LaunchConfig c;
  c.grid = {2, 3};
  c.block = {4, 8};
  REQUIRE(launch(s, c, Assert2D{}, y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DevicePanic);
  const auto &p = r.error().panic();
  CHECK(contains(p.message(), "adversarial assert"));
  CHECK(p.line == kAssert2DLine);
  CHECK((p.block.x == 1 && p.block.y == 2 && p.block.z == 0));
  CHECK((p.thread.x == 3 && p.thread.y == 5 && p.thread.z == 0));
}

TEST_CASE("S5_adv_unsafe_at_one_index_from_two_threads_is_a_data_race") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 4);
  LaunchConfig c = adv::cfg1d(1, 32);
  c.checks = Check::Race;
  REQUIRE(launch(s, c, SameIndexTwoThreads{}, y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DataRace);
  CHECK(names_threads(r.error().message(), 0, 1));
  CHECK(contains(r.error().message(), "SameIndexTwoThreads"));
}

TEST_CASE("S5_adv_racecheck_keeps_launches_of_two_kernels_apart") {
  // Regression: the first launch of A and of B shared one launch id, so
  // "A writes x[i]; sync; B reads x[0]" was reported as a DataRace.
  auto s = adv::stream();
  auto x = adv::zeroed<int>(s, 64);
  auto out = adv::zeroed<int>(s, 64);
  LaunchConfig c = adv::cfg1d(2, 32);
  c.checks = Check::All;
  REQUIRE(launch(s, c, WriteMine{}, x.borrow_mut()));
  REQUIRE(s.synchronize());
  REQUIRE(launch(s, c, ReadFirst{}, x.borrow(), out.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE(r);
  CHECK(to_vec(out) == std::vector<int>(64, 1));
}

TEST_CASE("S8_adv_helper_allocating_shared_memory_twice_is_a_data_race") {
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 64);
  REQUIRE(launch(s, adv::cfg1d(1, 64), HelperTwice{}, out.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DataRace);
  CHECK(contains(r.error().message(), "shared"));
}

TEST_CASE("S8_adv_one_tag_two_live_handles_not_silently_aliased") {
  // Was: either two arrays (every thread reads 1 + 10*2) or a DataRace /
  // SyncError; a silent 2 + 10*2 is the hole. docs/device/shared.md: a
  // second live handle of one declaration is a DevicePanic naming S8, both
  // call sites and the tag (checked emulator).
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 64);
  REQUIRE(launch(s, adv::cfg1d(1, 64), OneTagTwoHandles{}, out.borrow_mut()));
  check_alias_panic(s.synchronize(), kOneTagFirst, kOneTagSecond,
                    "OneTagTwoHandles::operator()");
}

TEST_CASE("S8_adv_helper_handle_kept_then_helper_called_again_panics") {
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 64);
  REQUIRE(launch(s, adv::cfg1d(1, 64), HelperHandleKeptThenCalledAgain{},
                 out.borrow_mut()));
  check_alias_panic(s.synchronize(), kPublishAlloc, kPublishAlloc,
                    "HelperHandleKeptThenCalledAgain::operator()");
}

TEST_CASE("S8_adv_helper_called_twice_sequentially_is_fine") { // twin
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 64);
  REQUIRE(launch(s, adv::cfg1d(1, 64), HelperCalledTwiceSequentially{},
                 out.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE(r);
  CHECK(to_vec(out) == std::vector<int>(64, 3));
}

TEST_CASE("S8_adv_one_tile_tag_two_live_tiles_panics") {
  auto s = adv::stream();
  auto out = adv::zeroed<float>(s, 64);
  LaunchConfig c;
  c.grid = Dim3{1, 1, 1};
  c.block = Dim3{8, 8, 1};
  REQUIRE(launch(s, c, OneTileTagTwoTiles{}, out.borrow_mut()));
  check_alias_panic(s.synchronize(), kTileFirst, kTileSecond,
                    "TileTag");
}

TEST_CASE("S8_adv_leader_slot_kept_past_the_barrier_panics") {
  // Was "..._is_a_data_race" (expected DataRace on shared memory).
  // docs/device/shared.md, "A slot lives for one expression": in checked
  // builds a SharedOwned kept past the barrier panics naming S8 and where the
  // slot was taken, before it can race.
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 128);
  REQUIRE(launch(s, adv::cfg1d(1, 128), LeaderSlotKeptPastBarrier{},
                 out.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DevicePanic);
  const std::string m(r.error().message());
  CHECK(contains(m, "rsgpu S8:"));
  CHECK(r.error().panic().line == kLeaderTakenLine);
}

TEST_CASE("S8_adv_second_shared_dynamic_handle_panics") {
  // Was "..._is_a_data_race" (racecheck's report of the race it makes). Now
  // the second handle itself is the error, before any access races
  // (docs/device/shared.md: one live handle per thread).
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 64);
  LaunchConfig c = adv::cfg1d(1, 64);
  c.shared_bytes = 64 * sizeof(int);
  REQUIRE(launch(s, c, TwoDynamicHandles{}, out.borrow_mut()));
  check_alias_panic(s.synchronize(), kDynamicFirst, kDynamicSecond,
                    "rsgpu::SharedDynamicTag");
}

TEST_CASE("S8_adv_shared_array_in_a_loop_is_a_data_race") {
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 64);
  REQUIRE(launch(s, adv::cfg1d(1, 64), SharedInLoop{}, out.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DataRace);
  CHECK(contains(r.error().message(), "shared"));
}

TEST_CASE("S8_adv_collective_storage_in_a_loop_is_a_data_race") {
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 1);
  REQUIRE(launch(s, adv::cfg1d(1, 64), StorageInLoop{}, out.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DataRace);
  CHECK(contains(r.error().message(), "shared"));
}

TEST_CASE("S8_adv_barrier_in_thread_dependent_loop_is_a_sync_error") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  REQUIRE(launch(s, adv::cfg1d(1, 64), BarrierInThreadDependentLoop{},
                 y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::SyncError);
}

TEST_CASE("S8_adv_threads_at_different_barriers_detected") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  LaunchConfig c = adv::cfg1d(1, 64);
  c.checks = Check::Sync;
  REQUIRE(launch(s, c, DifferentBarriers{}, y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::SyncError);
  // Both call sites are named.
  CHECK(contains(r.error().message(),
                 "device_test.cpp:" + std::to_string(odd_barrier_line)));
  CHECK(contains(r.error().message(),
                 "device_test.cpp:" + std::to_string(even_barrier_line)));
}

TEST_CASE("S8_adv_two_tags_give_two_arrays") { // twin
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 64);
  LaunchConfig c = adv::cfg1d(1, 64);
  c.checks = Check::All;
  REQUIRE(launch(s, c, TwoTagsTwoArrays{}, out.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE(r);
  CHECK(to_vec(out) == std::vector<int>(64, 21));
}

TEST_CASE("S8_adv_tree_reduction_with_two_barriers_per_step_accepted") { // twin
  auto s = adv::stream();
  std::vector<int> hx(128);
  for (int i = 0; i < 128; ++i)
    hx[i] = i % 9 - 3;
  auto x = adv::from_host(s, hx);
  auto sums = adv::zeroed<int>(s, 2);
  LaunchConfig c = adv::cfg1d(2, 64);
  c.checks = Check::All;
  REQUIRE(launch(s, c, TreeReduce{}, x.borrow(), sums.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE(r);
  int e0 = 0, e1 = 0;
  for (int i = 0; i < 64; ++i)
    e0 += hx[i], e1 += hx[64 + i];
  CHECK(to_vec(sums) == std::vector<int>{e0, e1});
}

TEST_CASE("S9_adv_shfl_down_against_shfl_up_is_a_sync_error") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 32);
  REQUIRE(launch(s, adv::cfg1d(1, 32), ShflDownVsUp{}, y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::SyncError);
  CHECK(contains(r.error().message(), "shfl"));
}

TEST_CASE("S9_adv_reduce_plus_against_reduce_max_is_a_sync_error") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 32);
  REQUIRE(launch(s, adv::cfg1d(1, 32), PlusVsMax{}, y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::SyncError);
}

TEST_CASE("S9_adv_data_dependent_divergent_reduce_is_a_sync_error") {
  auto s = adv::stream();
  std::vector<int> hx(32, 1);
  hx[7] = -1;
  auto x = adv::from_host(s, hx);
  auto y = adv::zeroed<int>(s, 32);
  REQUIRE(launch(s, adv::cfg1d(1, 32), DataDependentReduce{}, x.borrow(),
                 y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::SyncError);
}

TEST_CASE("S9_adv_tile8_in_a_block_of_20_panics") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 20);
  REQUIRE(launch(s, adv::cfg1d(1, 20), Tile8InBlockOf20{}, y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::DevicePanic);
}

TEST_CASE("S9_adv_tile_collective_uniform_per_tile_accepted") { // twin
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  LaunchConfig c = adv::cfg1d(1, 64);
  c.checks = Check::All;
  REQUIRE(launch(s, c, TileUniformCondition{}, y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE(r);
  auto v = to_vec(y);
  for (int i = 0; i < 64; ++i) {
    int lane = i % 32;
    int expect = lane;
    if (lane < 16) {
      int base = lane / 8 * 8;
      expect = 0;
      for (int k = 0; k < 8; ++k)
        expect += base + k;
    }
    CHECK(v[i] == expect);
  }
}

TEST_CASE("S10_adv_remote_read_past_the_cluster_panics") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  LaunchConfig c = adv::cfg1d(2, 32);
  c.cluster = {2};
  REQUIRE(launch(s, c, RemoteReadPastCluster{}, y.borrow_mut()));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(contains(r.error().panic().file(), "device_test.cpp"));
  CHECK(r.error().panic().line == kRemoteLine);
}

TEST_CASE(
    "S11_adv_atomic_and_plain_borrows_of_disjoint_ranges_accepted") { // twin
  auto s = adv::stream();
  auto buf = adv::from_host<int>(s, {0, 0, 0, 0, 1, 2, 3, 4});
  LaunchConfig c = adv::cfg1d(1, 64);
  c.checks = Check::All;
  REQUIRE(launch(s, c, AtomicAndPlainDisjoint{}, atomic(buf.borrow_mut(0, 4)),
                 buf.borrow(4, 4)));
  auto r = s.synchronize();
  INFO(adv::describe(r));
  REQUIRE(r);
  // thread i adds x[i % 4] to counts[i % 4]: 16 times each
  CHECK(to_vec(buf) == std::vector<int>{16, 32, 48, 64, 1, 2, 3, 4});
}
