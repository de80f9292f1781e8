// Deferred records (docs/emulator.md, "Deferred records"): on the fast path a
// checked access goes to the unit's log and reaches the shadow later. Each
// race below mixes a view access (mine) with an access checked another way
// (unsafe_at, an atomic), before and after the log is replayed (same block:
// both in one log; another block: a log replayed at its block's end; across a
// barrier: replayed when the unit leaves the fast path), in both orders, and
// must still be reported naming both threads and the element, as when every
// access was checked at once; the ordered variants must stay quiet.
#include <string>
#include <vector>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;

namespace {
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }
using rsgpu::detail::ViewFactory;

// Every thread writes its own element (mine); thread 5 of block `fb` also
// writes element `target`, owned by thread 3 of the other block.
struct ViewVsForeignWrite {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, unsigned fb,
                           unsigned target, bool atomic) const {
    if (auto o = y.mine(t)) *o = 1;
    if (t.block_idx().x == fb && t.block().thread_rank() == 5) {
      if (atomic) atomic_add(ViewFactory::data(y) + target, 1);
      else y.unsafe_at(target) = 7;
    }
  }
};
// One block: thread `writer` writes its element through mine, thread `other`
// reads it through unsafe_at; with `sync` a barrier separates the two (the
// read before it when read_first, else after it).
struct SameBlockPair {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, unsigned writer,
                           unsigned other, bool sync, bool read_first, bool atomic) const {
    unsigned r = t.block().thread_rank();
    auto access = [&] {
      if (r != other) return;
      if (atomic) atomic_add(ViewFactory::data(y) + writer, 1);
      else (void)int(y.unsafe_at(writer));
    };
    if (read_first) access();
    if (r == writer && !read_first)
      if (auto o = y.mine(t)) *o = 5;
    if (sync) t.block().sync();
    if (r == writer && read_first)
      if (auto o = y.mine(t)) *o = 5;
    if (!read_first) access();
  }
};
// Block 0's thread 0 writes element 0 through mine, every thread waits at a
// barrier, then block 1's thread 0 reads element 0: a barrier orders one
// block only.
struct BarrierThenOtherBlockReads {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y) const {
    if (t.block_idx().x == 0)
      if (auto o = y.mine(t)) *o = 1;
    t.block().sync();
    if (t.block_idx().x == 1 && t.block().thread_rank() == 0) (void)int(y.unsafe_at(0));
  }
};
// Each thread writes its 300 elements (i % 32 == its rank) in a scattered
// order, so no two accesses form a run and the log fills up and is replayed
// several times in one block; then, with `race`, thread 9 writes element 4.
struct ScatteredOwnThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, bool race) const {
    unsigned r = t.block().thread_rank();
    for (unsigned k = 0; k < 300; ++k) y.unsafe_at((k * 7 % 300) * 32 + r) = int(k);
    if (race && r == 9) y.unsafe_at(4) = 1;
  }
};
// Thread 1 reads element 2 of a fresh (poisoned) buffer through mine after the
// others wrote theirs (deferred); or every thread writes the poison pattern
// into its element and reads it back.
struct ReadFresh {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, bool write_poison) const {
    unsigned r = t.block().thread_rank();
    if (auto o = y.mine(t)) {
      if (write_poison) {
        *o = int(0xCDCDCDCDu);
        (void)int(*o);
      } else if (r == 2) {
        (void)int(*o);
      } else {
        *o = 1;
      }
    }
  }
};
// Thread 0 writes element 0 (mine), thread 1 writes it too (unsafe_at), then
// thread 2 panics (an out-of-bounds index): the race came first.
struct RaceThenPanic {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y) const {
    unsigned r = t.block().thread_rank();
    if (r == 0)
      if (auto o = y.mine(t)) *o = 1;
    if (r == 1) y.unsafe_at(0) = 2;
    if (r == 2) y.unsafe_at(1000) = 3;
  }
};
} // namespace

TEST_CASE("S5_deferred_view_write_races_with_another_blocks_unsafe_write_both_orders",
          "[emulator][racecheck]") {
  for (bool atomic : {false, true})
    for (unsigned fb : {1u, 0u}) { // the foreign write in the later or the earlier block
      INFO("atomic " << atomic << ", foreign block " << fb);
      auto s = stream();
      auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
      REQUIRE(y);
      const unsigned target = fb == 1 ? 3 : 35; // thread 3 of the other block owns it
      REQUIRE(rsgpu::launch(s, config({2}, {32}), ViewVsForeignWrite{}, y->borrow_mut(), fb,
                            target, atomic));
      auto e = expect_error(s, ErrorKind::DataRace);
      const std::string owner = fb == 1 ? "block (0, 0, 0) thread (3, 0, 0)"
                                        : "block (1, 0, 0) thread (3, 0, 0)";
      const std::string foreign = fb == 1 ? "block (1, 0, 0) thread (5, 0, 0)"
                                          : "block (0, 0, 0) thread (5, 0, 0)";
      CHECK_THAT(msg(e), Contains("ViewVsForeignWrite") &&
                             Contains("index " + std::to_string(target) + " of 4-byte") &&
                             Contains("write by") && Contains(owner) && Contains(foreign) &&
                             Contains(atomic ? "atomic by" : "write by"));
    }
}

TEST_CASE("S5_deferred_view_write_races_with_unsafe_read_or_atomic_in_its_block",
          "[emulator][racecheck]") {
  struct Case {
    unsigned writer, other;
    bool read_first, atomic;
  };
  // Writer before the other thread in the fast path's order and after it;
  // the other access before the view write and after it.
  for (Case c : {Case{0, 1, false, false}, Case{2, 1, false, false}, Case{0, 1, true, false},
                 Case{2, 1, true, false}, Case{0, 1, false, true}, Case{2, 1, true, true}}) {
    INFO("writer " << c.writer << ", other " << c.other << ", read_first " << c.read_first
                   << ", atomic " << c.atomic);
    auto s = stream();
    auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 32);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, config({1}, {32}), SameBlockPair{}, y->borrow_mut(), c.writer,
                          c.other, false, c.read_first, c.atomic));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("index " + std::to_string(c.writer) + " of 4-byte") &&
                           Contains("write by block (0, 0, 0) thread (" +
                                    std::to_string(c.writer) + ", 0, 0)") &&
                           Contains((c.atomic ? "atomic by block (0, 0, 0) thread ("
                                              : "read by block (0, 0, 0) thread (") +
                                    std::to_string(c.other) + ", 0, 0)"));
    // A barrier in between orders them, whichever comes first.
    REQUIRE(rsgpu::launch(s, config({1}, {32}), SameBlockPair{}, y->borrow_mut(), c.writer,
                          c.other, true, c.read_first, c.atomic));
    expect_ok(s);
  }
}

TEST_CASE("S5_deferred_view_write_races_across_a_barrier_with_another_block",
          "[emulator][racecheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), BarrierThenOtherBlockReads{}, y->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("index 0 of 4-byte") &&
                         Contains("write by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("read by block (1, 0, 0) thread (0, 0, 0)"));
}

TEST_CASE("S5_deferred_log_replayed_when_full_keeps_every_record", "[emulator][racecheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 300 * 32);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), ScatteredOwnThenForeign{}, y->borrow_mut(),
                        false));
  expect_ok(s);
  auto v = y->to_vec();
  REQUIRE(v);
  std::vector<int> want(300 * 32);
  for (unsigned k = 0; k < 300; ++k)
    for (unsigned r = 0; r < 32; ++r) want[(k * 7 % 300) * 32 + r] = int(k);
  CHECK(*v == want);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), ScatteredOwnThenForeign{}, y->borrow_mut(),
                        true));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("index 4 of 4-byte") &&
                         Contains("write by block (0, 0, 0) thread (4, 0, 0)") &&
                         Contains("write by block (0, 0, 0) thread (9, 0, 0)"));
}

TEST_CASE("S5_deferred_race_reported_before_a_later_panic", "[emulator][racecheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 32);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), RaceThenPanic{}, y->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("write by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("write by block (0, 0, 0) thread (1, 0, 0)"));
}

TEST_CASE("memcheck_uninitialised_read_through_a_view_named_with_its_index",
          "[emulator][memcheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::create(s, 32);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), ReadFresh{}, y->borrow_mut(), false));
  auto e = expect_error(s, ErrorKind::MemoryError);
  CHECK_THAT(msg(e), Contains("block (0, 0, 0) thread (2, 0, 0) reads uninitialised global "
                              "memory") &&
                         Contains("index 2 of 4-byte"));
  // A deferred write of the poison pattern itself initialises: the read back
  // of it is asked only after the write reached the shadow.
  auto z = rsgpu::DeviceBuffer<int>::create(s, 32);
  REQUIRE(z);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), ReadFresh{}, z->borrow_mut(), true));
  expect_ok(s);
}

namespace {
// Every thread doubles its own element (a read and a write through mine: the
// two runs replay as one word update); thread 6 of block `fb` also reads
// element `target` (owned by thread 2 of the other block) through unsafe_at.
struct DoubleOwnThenForeignRead {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, unsigned fb,
                           unsigned target) const {
    if (auto o = y.mine(t)) *o = *o * 2;
    if (t.block_idx().x == fb && t.block().thread_rank() == 6) (void)int(y.unsafe_at(target));
  }
};
} // namespace

TEST_CASE("S5_deferred_read_modify_write_through_a_view_races_with_a_foreign_read",
          "[emulator][racecheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, 3));
  REQUIRE(y);
  // Without a foreign access: no report, every element doubled.
  REQUIRE(rsgpu::launch(s, config({2}, {32}), DoubleOwnThenForeignRead{}, y->borrow_mut(),
                        7u, 0u));
  expect_ok(s);
  auto v = y->to_vec();
  REQUIRE(v);
  CHECK(*v == std::vector<int>(64, 6));
  for (unsigned fb : {1u, 0u}) {
    INFO("foreign block " << fb);
    const unsigned target = fb == 1 ? 2 : 34;
    REQUIRE(rsgpu::launch(s, config({2}, {32}), DoubleOwnThenForeignRead{}, y->borrow_mut(),
                          fb, target));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("index " + std::to_string(target) + " of 4-byte") &&
                           Contains(std::string("write by block (") + (fb == 1 ? "0" : "1") +
                                    ", 0, 0) thread (2, 0, 0)") &&
                           Contains(std::string("read by block (") + (fb == 1 ? "1" : "0") +
                                    ", 0, 0) thread (6, 0, 0)"));
  }
}

namespace {
// DoubleOwnThenForeignRead on 8-byte elements (two granules each).
struct DoubleOwnThenForeignReadF64 {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<double> y, unsigned fb,
                           unsigned target) const {
    if (auto o = y.mine(t)) *o = *o * 2;
    if (t.block_idx().x == fb && t.block().thread_rank() == 6)
      (void)double(y.unsafe_at(target));
  }
};
} // namespace

TEST_CASE("S5_deferred_view_accesses_to_8_byte_elements_race_with_a_foreign_read",
          "[emulator][racecheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<double>::from_host(s, std::vector<double>(64, 1.5));
  REQUIRE(y);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), DoubleOwnThenForeignReadF64{}, y->borrow_mut(),
                        7u, 0u));
  expect_ok(s);
  auto v = y->to_vec();
  REQUIRE(v);
  CHECK(*v == std::vector<double>(64, 3.0));
  for (unsigned fb : {1u, 0u}) {
    INFO("foreign block " << fb);
    const unsigned target = fb == 1 ? 2 : 34;
    REQUIRE(rsgpu::launch(s, config({2}, {32}), DoubleOwnThenForeignReadF64{},
                          y->borrow_mut(), fb, target));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("index " + std::to_string(target) + " of 8-byte") &&
                           Contains(std::string("write by block (") + (fb == 1 ? "0" : "1") +
                                    ", 0, 0) thread (2, 0, 0)") &&
                           Contains(std::string("read by block (") + (fb == 1 ? "1" : "0") +
                                    ", 0, 0) thread (6, 0, 0)"));
  }
}
