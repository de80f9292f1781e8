// The execution model: barriers, shared memory, the barrier-free fast path,
// blocks on the OS-thread pool, clean aborts and deterministic replay.
#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <vector>

#include "emu_support.hpp"

using namespace emu;

namespace {
/// Reverse each block's slice through shared memory, several rounds.
struct ReverseRounds {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out, int rounds) const {
    unsigned n = unsigned(t.block_dim().volume()), r = t.block().thread_rank();
    int *s = shared<int, 1024>();
    int v = int(t.global_linear_id());
    for (int k = 0; k < rounds; ++k) {
      view_mut(s, n).unsafe_at(r) = v;
      t.block().sync();
      v = view(s, n)[n - 1 - r];
      t.block().sync();
    }
    if (auto o = out.mine(t)) *o = v;
  }
};

std::vector<int> reverse_rounds(rsgpu::Dim3 grid, rsgpu::Dim3 block, int rounds,
                                Check checks = Check::All) {
  auto s = stream();
  std::size_t n = grid.volume() * block.volume();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, n);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config(grid, block, checks), ReverseRounds{}, out->borrow_mut(),
                        rounds));
  auto v = out->to_vec();
  INFO((v ? "" : v.error().to_string()));
  REQUIRE(v);
  return *v;
}

int expected_reverse(std::size_t i, std::size_t n, int rounds) {
  std::size_t b = i / n, r = i % n;
  return int(b * n + (rounds % 2 ? n - 1 - r : r));
}
} // namespace

TEST_CASE("S8_barriers_order_shared_memory_in_every_block_shape", "[emulator]") {
  for (rsgpu::Dim3 block : {rsgpu::Dim3{1024}, rsgpu::Dim3{8, 4, 2}, rsgpu::Dim3{33}}) {
    for (int rounds : {1, 2, 3}) {
      auto v = reverse_rounds({5, 2}, block, rounds);
      for (std::size_t i = 0; i < v.size(); ++i)
        REQUIRE(v[i] == expected_reverse(i, block.volume(), rounds));
    }
  }
}

TEST_CASE("many_blocks_run_on_the_pool_with_private_shared_memory", "[emulator]") {
  auto v = reverse_rounds({2000}, {64}, 5, Check::None);
  for (std::size_t i = 0; i < v.size(); ++i) REQUIRE(v[i] == expected_reverse(i, 64, 5));
}

namespace {
struct Plain {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o = int(t.global_linear_id()) * 2;
  }
};
} // namespace

TEST_CASE("barrier_free_kernels_start_no_fiber", "[emulator]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 1 << 16);
  REQUIRE(out);
  auto before = host::stats().fibers.load();
  REQUIRE(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(1 << 16), Plain{},
                        out->borrow_mut()));
  expect_ok(s);
  CHECK(host::stats().fibers.load() == before);
  reverse_rounds({1}, {256}, 1);
  CHECK(host::stats().fibers.load() > before);
}

namespace {
/// Every id a thread can ask for, four ints per thread (unique slots).
struct Ids {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    std::size_t g = std::size_t(t.global_linear_id());
    out.unsafe_at(4 * g) = int(t.block().thread_rank());
    out.unsafe_at(4 * g + 1) = int(t.block().linear_idx());
    out.unsafe_at(4 * g + 2) = int(t.thread_idx().y);
    out.unsafe_at(4 * g + 3) = int(t.block_idx().z);
  }
};
/// Only odd blocks synchronise: in a cluster of two, the fast path leaves
/// for the scheduler in the middle of the unit (at block 1's first thread).
struct OddBlocksSync {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    unsigned r = t.block().thread_rank(), n = unsigned(t.block_dim().volume());
    int v = int(t.global_linear_id());
    if (t.block_idx().x % 2 == 1) {
      int *s = shared<int, 64>();
      view_mut(s, n).unsafe_at(r) = v;
      t.block().sync();
      v = view(s, n)[(r + 1) % n];
    }
    if (auto o = out.mine(t)) *o = v;
  }
};
struct ReadPast {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> in) const {
    (void)in[t.global_id()]; // 64 threads, 50 elements
  }
};
} // namespace

// The fast path stores only the linear id per thread; the rest of a thread's
// state is filled in when asked for. Checks off: the fast path runs.
TEST_CASE("fast_path_threads_see_their_own_ids", "[emulator]") {
  auto s = stream();
  const rsgpu::Dim3 grid{3, 2, 2}, block{8, 4};
  const std::size_t n = grid.volume() * block.volume();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 4 * n);
  REQUIRE(out);
  auto before = host::stats().fibers.load();
  REQUIRE(rsgpu::launch(s, config(grid, block, Check::None), Ids{}, out->borrow_mut()));
  auto v = out->to_vec();
  REQUIRE(v);
  CHECK(host::stats().fibers.load() == before);
  for (std::size_t g = 0; g < n; ++g) {
    std::size_t b = g / block.volume(), r = g % block.volume();
    INFO("thread " << g);
    REQUIRE((*v)[4 * g] == int(r));
    REQUIRE((*v)[4 * g + 1] == int(b));
    REQUIRE((*v)[4 * g + 2] == int(r / block.x));
    REQUIRE((*v)[4 * g + 3] == int(b / (grid.x * grid.y)));
  }
}

TEST_CASE("fast_path_leaves_for_the_scheduler_mid_unit", "[emulator]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 4 * 64);
  REQUIRE(out);
  rsgpu::LaunchConfig c = config({4}, {64}, Check::None);
  c.cluster = {2, 1, 1};
  auto before = host::stats().fibers.load();
  REQUIRE(rsgpu::launch(s, c, OddBlocksSync{}, out->borrow_mut()));
  auto v = out->to_vec();
  INFO((v ? "" : v.error().to_string()));
  REQUIRE(v);
  CHECK(host::stats().fibers.load() > before); // block 1 and 3 used fibers
  for (int g = 0; g < 4 * 64; ++g) {
    int b = g / 64, r = g % 64;
    REQUIRE((*v)[g] == (b % 2 ? b * 64 + (r + 1) % 64 : g));
  }
}

TEST_CASE("S6_fast_path_panic_names_the_thread", "[emulator]") {
  auto s = stream();
  auto in = rsgpu::DeviceBuffer<int>::zeroed(s, 50);
  REQUIRE(in);
  REQUIRE(rsgpu::launch(s, config({2}, {32}, Check::None), ReadPast{}, in->borrow()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  CHECK(e.panic().block.x == 1);
  CHECK(e.panic().thread.x == 18);
}

namespace {
struct DynamicShared {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    unsigned n = unsigned(host::block_shared_dynamic_size() / sizeof(int));
    int *d = static_cast<int *>(host::block_shared_dynamic());
    int *st = shared<int, 64>(); // static shared memory must not overlap it
    unsigned r = t.block().thread_rank();
    view_mut(d, n).unsafe_at(r) = int(r) + 1;
    view_mut(st, 64).unsafe_at(r) = -1;
    t.block().sync();
    if (auto o = out.mine(t)) *o = view(d, n)[(r + 1) % n] + view(st, 64)[r];
  }
};
} // namespace

TEST_CASE("S7_dynamic_and_static_shared_memory_are_disjoint", "[emulator]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 128);
  REQUIRE(out);
  auto cfg = config({2}, {64});
  cfg.shared_bytes = 64 * sizeof(int);
  REQUIRE(rsgpu::launch(s, cfg, DynamicShared{}, out->borrow_mut()));
  auto v = out->to_vec();
  REQUIRE(v);
  for (int i = 0; i < 128; ++i) CHECK((*v)[i] == (i % 64 + 1) % 64 + 1 - 1);
}

namespace {
struct PanicAtBarrier {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> in) const {
    t.block().sync();
    if (t.block().thread_rank() == 77) (void)in[in.len()]; // S6: out of bounds
    t.block().sync();
    t.block().sync();
  }
};
struct Throws {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    t.block().sync();
    if (t.block().thread_rank() == 3) throw std::runtime_error("boom");
    t.block().sync();
  }
};
} // namespace

TEST_CASE("S6_panic_while_others_wait_at_barrier_aborts_cleanly", "[emulator]") {
  auto s = stream();
  auto in = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(in);
  REQUIRE(rsgpu::launch(s, config({3}, {128}), PanicAtBarrier{}, in->borrow()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  CHECK(e.panic().thread.x == 77);
  CHECK(std::string(e.panic().message()).find("index out of bounds") != std::string::npos);
  // The stream and the emulator stay usable.
  REQUIRE(rsgpu::launch(s, config({1}, {32}), Throws{}));
  e = expect_error(s, ErrorKind::Unsupported);
  CHECK(std::string(e.message()).find("boom") != std::string::npos);
  auto v = reverse_rounds({2}, {128}, 2);
  CHECK(v[5] == 5);
}

namespace {
/// Records the order in which threads leave a barrier.
struct Tickets {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    int *counter = shared<int, 1>();
    if (t.block().thread_rank() == 0) view_mut(counter, 1).unsafe_at(0) = 0;
    t.block().sync();
    int ticket = atomic_add(counter, 1);
    if (auto o = out.mine(t)) *o = ticket;
  }
};
std::vector<int> tickets(std::uint64_t seed) {
  host::default_seed() = seed;
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({1}, {64}), Tickets{}, out->borrow_mut()));
  auto v = out->to_vec();
  host::default_seed() = 0;
  REQUIRE(v);
  return *v;
}
} // namespace

TEST_CASE("deterministic_mode_replays_an_interleaving_from_its_seed", "[emulator]") {
  auto a = tickets(7), b = tickets(7), c = tickets(8);
  CHECK(a == b);
  CHECK(a != c);
  std::vector<int> sorted = a, iota(64);
  std::sort(sorted.begin(), sorted.end());
  std::iota(iota.begin(), iota.end(), 0);
  CHECK(sorted == iota);
}
