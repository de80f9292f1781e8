// racecheck's compact global-memory shadow (docs/emulator.md, "Compact
// shadow"): the lock-free path for a thread's own element, the 64-byte cells
// taken for two records or epochs a word cannot hold, and the page launch tags
// that forget an earlier launch. Each must report what the per-element cells
// reported, naming both threads.
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;

namespace {
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }

// Every thread writes its own element twice (the second write takes the
// lock-free path: the word already holds the thread's own record); thread 5 of
// block 1 also writes element 3, owned by thread 3 of block 0.
struct OwnTwiceThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) {
      *o = 1;
      *o = *o + 1;
    }
    if (t.block_idx().x == 1 && t.block().thread_rank() == 5) out.unsafe_at(3) = 7;
  }
};
// Thread 0 writes x[0] and reads it back (the read adds nothing to its own
// write: the word keeps the write); then thread 1 reads x[0], after a barrier
// when `sync` (ordered: no race) or without one (races with the write).
struct WriteReadThenOtherReads {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, bool sync) const {
    unsigned r = t.block().thread_rank();
    if (r == 0) {
      x.unsafe_at(0) = 1;
      (void)int(x.unsafe_at(0));
    }
    if (sync) t.block().sync();
    if (r == 1) (void)int(x.unsafe_at(0));
  }
};
// More block barriers than a compact word's 14-bit epoch holds, then thread 0
// writes x[0] and thread 1 reads it, with or without a barrier in between.
struct ManyBarriersThenPair {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, bool sync) const {
    for (int i = 0; i < 16400; ++i) t.block().sync();
    unsigned r = t.block().thread_rank();
    if (r == 0) x.unsafe_at(0) = 1;
    if (sync) t.block().sync();
    if (r == 1) (void)int(x.unsafe_at(0));
  }
};
// A thread reads what it wrote with nothing in between (the read leaves the
// word as it was: the write stands for it); thread `who` of block `fb` then
// writes the element too, and must be reported with the first thread.
struct WriteReadOwnThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, unsigned fb,
                           unsigned who) const {
    const unsigned b = t.block_idx().x, r = t.block().thread_rank();
    if (b == 1 - fb && r == 5) {
      x.unsafe_at(0) = 1;
      if (int(x.unsafe_at(0)) != 1) x.unsafe_at(1) = 9;
    }
    if (b == fb && r == who) x.unsafe_at(0) = 2;
  }
};
// Thread 0 writes x[0]; then, after a block barrier (`warp` false) or a warp
// collective (`warp` true), thread 0 reads x[0] and thread 1 writes it: the
// read is later than the write it follows and must still race with thread
// 1's write (thread 0's write is ordered before it).
struct WriteSyncOwnReadOtherWrites {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, bool warp,
                           bool other_writes) const {
    const unsigned r = t.block().thread_rank();
    if (r == 0) x.unsafe_at(0) = 1;
    if (warp) t.block().warp().sync();
    else t.block().sync();
    if (r == 0 && int(x.unsafe_at(0)) == 5) x.unsafe_at(2) = 1;
    if (r == 1 && other_writes) x.unsafe_at(0) = 3;
  }
};
// Thread 3 writes byte 0 and reads byte 1 of one 4-byte granule; thread 5
// of the same block (no barrier: the fast path runs it after thread 3)
// writes byte 1: the read touched a byte the write did not, so it must race.
// (One block: across blocks the order could put the foreign write first,
// and a cell keeps one write: a hole still open, docs/emulator.md.)
struct ByteWriteOtherByteRead {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned char> b) const {
    const unsigned r = t.block().thread_rank();
    if (r == 3) {
      b.unsafe_at(0) = 1;
      if ((unsigned char)(b.unsafe_at(1)) == 7) b.unsafe_at(8) = 1;
    }
    if (r == 5) b.unsafe_at(1) = 2;
  }
};
// 32-byte elements written whole through `->` (a run of 32-byte writes,
// replayed granule by granule): every thread its own, and thread 5 of block
// `fb` element 3 of block 1 - fb as well.
struct Wide {
  float a[7];
  unsigned tag;
};
} // namespace
RSGPU_DEVICE_COPY(Wide);
namespace {
struct WideOwnThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Wide> y, unsigned fb) const {
    if (auto o = y.mine(t)) o.ref()->tag = unsigned(o.index());
    if (t.block_idx().x == fb && t.block().thread_rank() == 5)
      y.unsafe_at((1 - fb) * 32 + 3)->a[6] = 1.0f;
  }
};
// Thread 0 adds to x[0] atomically and reads x[0] back plainly; thread 1
// (same block, no barrier; the fast path runs it after thread 0) adds to it
// atomically when `other`: its atomic races with thread 0's plain read (an
// atomic is not the thread's own write: the read must stay recorded).
struct AtomicThenOwnReadThenOtherAtomic {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, std::uintptr_t base,
                           bool other) const {
    int *p = reinterpret_cast<int *>(base);
    const unsigned r = t.block().thread_rank();
    if (r == 0) {
      atomic_add(p, 1);
      if (int(x.unsafe_at(0)) == 42) x.unsafe_at(2) = 1;
    }
    if (r == 1 && other) atomic_add(p, 1);
  }
};
// Element i is written by global thread i (forward) or n-1-i (reversed).
struct WriteMapped {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, bool reversed) const {
    std::size_t n = x.len(), g = std::size_t(t.global_linear_id());
    if (g < n) x.unsafe_at(reversed ? n - 1 - g : g) = int(g);
  }
};
} // namespace

TEST_CASE("S5_race_with_an_element_rewritten_by_its_owner_names_both_threads",
          "[emulator][racecheck]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({2}, {32}, Check::Race), OwnTwiceThenForeign{},
                        out->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("OwnTwiceThenForeign") && Contains("index 3 of 4-byte") &&
                         Contains("block (0, 0, 0) thread (3, 0, 0)") &&
                         Contains("block (1, 0, 0) thread (5, 0, 0)"));
}

TEST_CASE("S5_own_write_then_read_keeps_the_write_for_other_threads", "[emulator][racecheck]") {
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(x);
  // Ordered by the barrier: the thread's later read must not stand in for its
  // earlier write (that would be a false race with thread 1's read).
  REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::Race), WriteReadThenOtherReads{},
                        x->borrow_mut(), true));
  expect_ok(s);
  // Not ordered: thread 1's read races with thread 0's write.
  REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::Race), WriteReadThenOtherReads{},
                        x->borrow_mut(), false));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("write by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("read by block (0, 0, 0) thread (1, 0, 0)") &&
                         Contains("index 0 of 4-byte"));
}

TEST_CASE("S5_read_after_own_write_then_a_foreign_write_names_both_threads",
          "[emulator][racecheck]") {
  for (unsigned fb : {1u, 0u})
    for (unsigned who : {0u, 31u}) {
      INFO("foreign block " << fb << ", thread " << who);
      auto s = stream();
      auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
      REQUIRE(x);
      REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteReadOwnThenForeign{}, x->borrow_mut(), fb,
                            who));
      auto e = expect_error(s, ErrorKind::DataRace);
      const std::string own = "block (" + std::to_string(1 - fb) + ", 0, 0) thread (5, 0, 0)";
      const std::string other =
          "write by block (" + std::to_string(fb) + ", 0, 0) thread (" + std::to_string(who);
      CHECK_THAT(msg(e), Contains("WriteReadOwnThenForeign") && Contains("index 0 of 4-byte") &&
                             Contains(own) && Contains(other));
    }
  // Alone, the write and the read back are no race.
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(x);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteReadOwnThenForeign{}, x->borrow_mut(), 1u,
                        40u));
  expect_ok(s);
}

TEST_CASE("S5_own_read_after_a_barrier_or_collective_still_races_with_a_later_write",
          "[emulator][racecheck]") {
  for (bool warp : {false, true}) {
    INFO((warp ? "warp collective" : "block barrier"));
    auto s = stream();
    auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
    REQUIRE(x);
    REQUIRE(rsgpu::launch(s, config({1}, {32}), WriteSyncOwnReadOtherWrites{}, x->borrow_mut(),
                          warp, true));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("index 0 of 4-byte") &&
                           Contains("read by block (0, 0, 0) thread (0, 0, 0)") &&
                           Contains("write by block (0, 0, 0) thread (1, 0, 0)"));
    // Without thread 1's write: no race.
    REQUIRE(rsgpu::launch(s, config({1}, {32}), WriteSyncOwnReadOtherWrites{}, x->borrow_mut(),
                          warp, false));
    expect_ok(s);
  }
}

TEST_CASE("S5_own_read_of_a_byte_its_write_did_not_touch_still_races", "[emulator][racecheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<unsigned char>::zeroed(s, 16);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), ByteWriteOtherByteRead{}, b->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("index 1 of 1-byte") &&
                         Contains("read by block (0, 0, 0) thread (3, 0, 0)") &&
                         Contains("write by block (0, 0, 0) thread (5, 0, 0)"));
}

TEST_CASE("S5_race_on_a_32_byte_element_written_whole_names_both_threads",
          "[emulator][racecheck]") {
  for (unsigned fb : {1u, 0u}) {
    INFO("foreign block " << fb);
    auto s = stream();
    auto y = rsgpu::DeviceBuffer<Wide>::zeroed(s, 64);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, config({2}, {32}), WideOwnThenForeign{}, y->borrow_mut(), fb));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("WideOwnThenForeign") &&
                           Contains("index " + std::to_string((1 - fb) * 32 + 3) + " of 32-byte") &&
                           Contains("block (" + std::to_string(1 - fb) + ", 0, 0) thread (3, 0, 0)") &&
                           Contains("block (" + std::to_string(fb) + ", 0, 0) thread (5, 0, 0)"));
  }
}

TEST_CASE("S5_own_plain_read_after_own_atomic_races_with_another_threads_atomic",
          "[emulator][racecheck]") {
  // Raw device memory (emu_support's hooks): the view and the atomics' pointer.
  void *raw = host::device_alloc(4 * sizeof(int));
  REQUIRE(raw);
  std::memset(raw, 0, 4 * sizeof(int));
  int *p = static_cast<int *>(raw);
  auto s = stream();
  REQUIRE(rsgpu::launch(s, config({1}, {32}), AtomicThenOwnReadThenOtherAtomic{},
                        view_mut(p, 4), reinterpret_cast<std::uintptr_t>(p), true));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("index 0 of 4-byte") &&
                         Contains("read by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("atomic by block (0, 0, 0) thread (1, 0, 0)"));
  // Atomics alone do not race.
  REQUIRE(rsgpu::launch(s, config({1}, {32}), AtomicThenOwnReadThenOtherAtomic{},
                        view_mut(p, 4), reinterpret_cast<std::uintptr_t>(p), false));
  expect_ok(s);
  host::device_free(raw, 4 * sizeof(int));
}

TEST_CASE("S8_racecheck_barrier_epochs_beyond_a_shadow_word", "[emulator][racecheck]") {
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(x);
  REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::Race), ManyBarriersThenPair{},
                        x->borrow_mut(), true));
  expect_ok(s);
  REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::Race), ManyBarriersThenPair{},
                        x->borrow_mut(), false));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("write by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("read by block (0, 0, 0) thread (1, 0, 0)"));
}

TEST_CASE("S5_racecheck_forgets_an_earlier_launch_on_every_shadow_page",
          "[emulator][racecheck]") {
  // 3000 elements: many pages of shadow words, each tagged with its launch.
  const std::size_t n = 3000;
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, n);
  REQUIRE(x);
  for (bool reversed : {false, true, false}) {
    REQUIRE(rsgpu::launch(s, config({24}, {128}, Check::All), WriteMapped{},
                          x->borrow_mut(), reversed));
    expect_ok(s); // a different owner per element each launch: ordered by the stream
  }
  auto v = x->to_vec();
  REQUIRE(v);
  for (std::size_t i = 0; i < n; ++i) REQUIRE((*v)[i] == int(i));
}

// ---- Split granules (byte-wise records), atomics of several threads, memcheck
// per byte (docs/emulator.md, "Split granules"; red team 7's open holes) ------
namespace {
std::string th(unsigned b, unsigned r) {
  return "block (" + std::to_string(b) + ", 0, 0) thread (" + std::to_string(r) + ", 0, 0)";
}
// Every thread writes its own T element (mine: 4 / sizeof(T) threads share a
// granule), reads it back and writes it again; thread `u` also writes element
// `j` (u == j: its own, the twin).
template <class T> struct SubWordOwnersThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<T> y, unsigned long long u,
                           std::size_t j) const {
    if (auto e = y.mine(t)) {
      *e = T(e.index() + 1);
      *e = T(*e + 1);
    }
    if (t.global_linear_id() == u) y.unsafe_at(j) = T(200);
  }
};
// Thread 0 writes byte 0 of a granule; after a barrier thread 1 writes byte 1
// (ordered after thread 0: a granule's cell would keep only this write);
// thread 5 of block 1 writes byte `fbyte` (0: races with thread 0's write; 2:
// nobody else's byte, clean).
struct OrderedByteWritesThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned char> b,
                           unsigned fbyte) const {
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (blk == 0 && r == 0) b.unsafe_at(0) = 1;
    t.block().sync();
    if (blk == 0 && r == 1) b.unsafe_at(1) = 2;
    if (blk == 1 && r == 5) b.unsafe_at(fbyte) = 3;
  }
};
// u8 elements: every thread writes its own, then (after a barrier) reads its
// neighbour's and its own, then writes its own again: ordered, clean.
struct ByteOwnersNeighbourReads {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned char> y,
                           rsgpu::SliceMut<int> out) const {
    const std::size_t n = y.len(), g = std::size_t(t.global_linear_id());
    if (auto e = y.mine(t)) *e = (unsigned char)(e.index() % 251);
    t.block().sync();
    const unsigned r = t.block().thread_rank(), nb = t.block().size();
    const std::size_t nbr = g - r + (r + 1) % nb; // the next thread of the block's
    int sum = 0;
    if (g < n && nbr < n) sum = int(y.unsafe_at(nbr)) + int(y.unsafe_at(g));
    if (auto o = out.mine(t)) *o = sum;
    t.block().sync();
    if (auto e = y.mine(t)) *e = (unsigned char)(*e + 1);
  }
};
// Thread `a` adds to x[0] atomically; thread `b` adds to it atomically and
// reads it back plainly (`read`). Both in one block, no barrier: atomics
// order nothing inside a block, so the read races with thread a's atomic
// whichever atomic came first.
struct TwoAtomicsThenPlainRead {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, std::uintptr_t base,
                           unsigned a, unsigned b, bool read) const {
    int *p = reinterpret_cast<int *>(base);
    const unsigned r = t.block().thread_rank();
    if (r == a || r == b) atomic_add(p, 1);
    if (r == b && read && int(x.unsafe_at(0)) == 42) x.unsafe_at(2) = 1;
    t.block().sync();
    if (r == 0 && !read) x.unsafe_at(1) = x.unsafe_at(0); // after the barrier: ordered
  }
};
// memcheck: thread 0 writes the bytes of `wmask` of granule 2 (bytes 8..11);
// thread 5 reads byte `rd` in the next launch.
struct WriteBytesOfMask {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned char> b,
                           unsigned wmask) const {
    if (t.global_linear_id() != 0) return;
    for (unsigned j = 0; j < 4; ++j)
      if (wmask >> j & 1) b.unsafe_at(8 + j) = (unsigned char)(j + 1);
  }
};
struct ReadByte {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned char> b,
                           rsgpu::SliceMut<int> out, std::size_t rd) const {
    if (t.global_linear_id() == 5) out.unsafe_at(0) = int(b.unsafe_at(rd));
  }
};
// Thread 37 writes int `w` and reads the 8-byte element `rd` over the same memory.
struct WriteIntReadWide {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> h,
                           rsgpu::SliceMut<unsigned long long> q, rsgpu::SliceMut<int> out,
                           std::size_t w, std::size_t rd) const {
    if (t.global_linear_id() != 37) return;
    h.unsafe_at(w) = 1;
    out.unsafe_at(0) = int(q.unsafe_at(rd) & 0xffff);
  }
};
// u8 elements written through mine (element 77 with the poison byte 0xCD
// itself), then read back through the exclusive view and the shared borrow.
struct WriteBytesMine {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned char> y) const {
    if (auto e = y.mine(t)) *e = e.index() == 77 ? (unsigned char)0xCD : (unsigned char)(e.index());
  }
};
struct AddBytes {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned char> y,
                           rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o += int(y.unsafe_at(o.index()));
  }
};
struct AddBytesShared {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const unsigned char> z,
                           rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o += int(z[o.index()]);
  }
};
// Thread 0 writes u16 element 2k + c of every granule k (c: which half);
// then every thread reads its granule as one 4-byte element.
struct WriteHalves {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned short> h, unsigned c) const {
    if (t.global_linear_id() != 0) return;
    for (std::size_t k = 0; 2 * k + 1 < h.len(); ++k) h.unsafe_at(2 * k + c) = (unsigned short)(k + c);
  }
};
struct ReadWords {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned> w,
                           rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o = int(w.unsafe_at(o.index()) & 0xffff);
  }
};
// Block 0's threads 0 and 40 (two warps) read x[0]; after block 0's barrier
// its thread 20 says so (gate_a), waits for block 1's lone reader (gate_b)
// and writes x[0]: ordered after its block's reads, not after block 1's.
// Block 1's thread 9 (`lone`) waits for gate_a, reads x[0], puts the read in
// the shadow (an atomic replays the fast path's records) and opens gate_b.
// With two OS threads the lone read lands between block 0's two readers and
// its writer; with one (or a gate that times out) in another order, also a race.
std::atomic<int> gate_a{0}, gate_b{0};
inline void wait_gate(std::atomic<int> &g) {
  for (int i = 0; i < 2000 && !g.load(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}
struct TwoReadersOneBlockThenLoneReaderThenWriter {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, rsgpu::SliceMut<int> out,
                           std::uintptr_t flush, bool lone) const {
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (blk == 0 && (r == 0 || r == 40)) out.unsafe_at(r / 40) = x.unsafe_at(0);
    if (blk == 1 && r == 9) {
      wait_gate(gate_a);
      if (lone) out.unsafe_at(2) = x.unsafe_at(0);
      atomic_add(reinterpret_cast<int *>(flush), 1);
      gate_b.store(1);
    }
    t.block().sync();
    if (blk == 0 && r == 20) {
      gate_a.store(1);
      wait_gate(gate_b);
      x.unsafe_at(0) = 7;
    }
  }
};
// One cluster of two blocks: thread 0 of block 0 adds to x[0] atomically
// (first: block 0 runs first), then thread 0 of block 1 adds to it and reads
// it back plainly (`read`); with `csync` the read comes after a cluster
// barrier (ordered after block 0's atomic).
struct AtomicThenOtherBlocksAtomicAndRead {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, std::uintptr_t base,
                           bool read, bool csync) const {
    int *p = reinterpret_cast<int *>(base);
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (r == 0) atomic_add(p, 1);
    if (csync) host::cluster_sync();
    if (blk == 1 && r == 0 && read && int(x.unsafe_at(0)) == 42) x.unsafe_at(2) = 1;
  }
};
} // namespace

TEST_CASE("S5_a_lone_reader_of_another_block_is_kept_beside_two_readers_of_one_block",
          "[emulator][racecheck]") {
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  void *flush = host::device_alloc(16); // the lone reader's atomic
  REQUIRE((x && out && flush));
  std::memset(flush, 0, 16);
  const auto fp = reinterpret_cast<std::uintptr_t>(flush);
  for (bool lone : {true, false}) {
    INFO((lone ? "lone reader" : "twin: no lone reader"));
    gate_a.store(0);
    gate_b.store(0);
    REQUIRE(rsgpu::launch(s, config({2}, {64}), TwoReadersOneBlockThenLoneReaderThenWriter{},
                          x->borrow_mut(), out->borrow_mut(), fp, lone));
    if (!lone) {
      expect_ok(s);
      continue;
    }
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("read by " + th(1, 9)) && Contains("write by " + th(0, 20)) &&
                           Contains("index 0 of 4-byte"));
  }
  host::device_free(flush, 16);
}

TEST_CASE("S11_S5_plain_read_after_own_atomic_races_with_another_blocks_earlier_atomic",
          "[emulator][racecheck]") {
  void *raw = host::device_alloc(4 * sizeof(int));
  REQUIRE(raw);
  std::memset(raw, 0, 4 * sizeof(int));
  int *p = static_cast<int *>(raw);
  auto s = stream();
  rsgpu::LaunchConfig c = config({2}, {32});
  c.cluster = {2};
  REQUIRE(rsgpu::launch(s, c, AtomicThenOtherBlocksAtomicAndRead{}, view_mut(p, 4),
                        reinterpret_cast<std::uintptr_t>(p), true, false));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("atomic by " + th(0, 0)) && Contains("read by " + th(1, 0)) &&
                         Contains("index 0 of 4-byte"));
  // twins: atomics only; the read after a cluster barrier
  for (bool read : {false, true}) {
    REQUIRE(rsgpu::launch(s, c, AtomicThenOtherBlocksAtomicAndRead{}, view_mut(p, 4),
                          reinterpret_cast<std::uintptr_t>(p), read, read));
    expect_ok(s);
  }
  host::device_free(raw, 4 * sizeof(int));
}

namespace {
// Thread 0 of each block adds to p[0]; block 1's then also takes an atomic on
// an unrelated location (p[2], another granule) that block 0 never touches,
// and reads p[0] plainly: that atomic acquired nothing of block 0's.
struct SumAddThenUnrelatedAtomicThenRead {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, std::uintptr_t base) const {
    int *p = reinterpret_cast<int *>(base);
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (r != 0) return;
    atomic_add(p, 1);
    if (blk == 1) {
      atomic_add(p + 2, 1);
      if (int(x.unsafe_at(0)) == 42) x.unsafe_at(3) = 1;
    }
  }
};
} // namespace

TEST_CASE("S11_S5_plain_read_after_own_atomic_and_an_unrelated_one_still_races_with_another_blocks_atomic",
          "[emulator][racecheck]") {
  // Knowledge acquired through atomics on other locations orders another
  // block's atomic (a ticket, red team 9's last-ticket-holder case); one that
  // acquired nothing of it does not.
  void *raw = host::device_alloc(4 * sizeof(int));
  REQUIRE(raw);
  std::memset(raw, 0, 4 * sizeof(int));
  int *p = static_cast<int *>(raw);
  auto s = stream();
  REQUIRE(rsgpu::launch(s, config({2}, {32}), SumAddThenUnrelatedAtomicThenRead{}, view_mut(p, 4),
                        reinterpret_cast<std::uintptr_t>(p)));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("atomic by " + th(0, 0)) && Contains("read by " + th(1, 0)) &&
                         Contains("index 0 of 4-byte"));
  host::device_free(raw, 4 * sizeof(int));
}

namespace {
// Thread 0 of each block adds to p[0]; block 1's then takes atomics on
// `others` unrelated locations (p[16], p[32], ...: a granule each, none of
// them touched by block 0) and reads p[0] plainly: nothing it acquired orders
// block 0's atomic, however many locations its atomics touched.
struct SumAddThenManyUnrelatedAtomicsThenRead {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, std::uintptr_t base,
                           unsigned others) const {
    int *p = reinterpret_cast<int *>(base);
    const unsigned blk = t.block_idx().x, r = t.block().thread_rank();
    if (r != 0) return;
    atomic_add(p, 1);
    if (blk == 1) {
      for (unsigned k = 1; k <= others; ++k) atomic_add(p + 16 * k, 1);
      if (int(x.unsafe_at(0)) == 42) x.unsafe_at(3) = 1;
    }
  }
};
} // namespace

TEST_CASE("S11_S5_plain_read_after_own_atomic_still_races_after_atomics_on_many_other_locations",
          "[emulator][racecheck]") {
  // The docs: what a thread's atomics acquired is kept per location; past
  // eight locations the rule must not start covering the accessed location's
  // own chain (a histogram thread touches many bins).
  const std::size_t n = 16 * 21;
  void *raw = host::device_alloc(n * sizeof(int));
  REQUIRE(raw);
  int *p = static_cast<int *>(raw);
  for (unsigned others : {1u, 7u, 8u, 9u, 12u, 20u}) {
    INFO(others << " other locations");
    std::memset(raw, 0, n * sizeof(int));
    auto s = stream();
    REQUIRE(rsgpu::launch(s, config({2}, {32}), SumAddThenManyUnrelatedAtomicsThenRead{},
                          view_mut(p, n), reinterpret_cast<std::uintptr_t>(p), others));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("atomic by " + th(0, 0)) && Contains("read by " + th(1, 0)) &&
                           Contains("index 0 of 4-byte"));
  }
  host::device_free(raw, n * sizeof(int));
}

TEST_CASE("S5_split_granule_foreign_write_of_a_u8_or_u16_element_names_both_threads",
          "[emulator][racecheck]") {
  auto run = [](auto zero) {
    using T = decltype(zero);
    for (std::size_t j : {std::size_t(40), std::size_t(41), std::size_t(43), std::size_t(104)}) {
      const unsigned long long u = j < 64 ? 100 : 3; // a thread of the other block
      const std::size_t el = j;
      INFO(sizeof(T) << "-byte elements, element " << el << ", foreign thread " << u);
      auto s = stream();
      auto y = rsgpu::DeviceBuffer<T>::zeroed(s, 128);
      REQUIRE(y);
      REQUIRE(rsgpu::launch(s, config({2}, {64}), SubWordOwnersThenForeign<T>{}, y->borrow_mut(),
                            u, el));
      auto e = expect_error(s, ErrorKind::DataRace);
      CHECK_THAT(msg(e), Contains(th(unsigned(el / 64), unsigned(el % 64))) &&
                             Contains("write by " + th(unsigned(u / 64), unsigned(u % 64))) &&
                             Contains("index " + std::to_string(el) + " of " +
                                      std::to_string(sizeof(T)) + "-byte"));
    }
  };
  run((unsigned char)0);
  run((unsigned short)0);
  // A write of another byte ordered after the owner's (a barrier) does not
  // make the owner's record forgotten.
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<unsigned char>::zeroed(s, 16);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), OrderedByteWritesThenForeign{}, b->borrow_mut(), 0u));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains(th(0, 0)) && Contains("write by " + th(1, 5)) &&
                         Contains("index 0 of 1-byte"));
}

TEST_CASE("S5_split_granule_sub_word_owners_over_several_launches_run_clean",
          "[emulator][racecheck]") {
  auto s = stream();
  // the twins of the case above: the foreign thread writes its own element
  auto y8 = rsgpu::DeviceBuffer<unsigned char>::zeroed(s, 128);
  auto y16 = rsgpu::DeviceBuffer<unsigned short>::zeroed(s, 128);
  REQUIRE((y8 && y16));
  for (int round = 0; round < 3; ++round) {
    REQUIRE(rsgpu::launch(s, config({2}, {64}), SubWordOwnersThenForeign<unsigned char>{},
                          y8->borrow_mut(), 100ull, std::size_t(100)));
    REQUIRE(rsgpu::launch(s, config({2}, {64}), SubWordOwnersThenForeign<unsigned short>{},
                          y16->borrow_mut(), 3ull, std::size_t(3)));
    REQUIRE(rsgpu::launch(s, config({2}, {32}), OrderedByteWritesThenForeign{},
                          y8->borrow_mut(), 2u));
    expect_ok(s);
  }
  // u8 owners over many shadow pages, neighbours read after a barrier
  const std::size_t n = 4096 + 7;
  auto z = rsgpu::DeviceBuffer<unsigned char>::create(s, n); // poisoned: memcheck too
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, n);
  REQUIRE((z && out));
  for (int round = 0; round < 3; ++round)
    REQUIRE(rsgpu::launch(s, config({unsigned((n + 127) / 128)}, {128}),
                          ByteOwnersNeighbourReads{}, z->borrow_mut(), out->borrow_mut()));
  expect_ok(s);
  auto v = z->to_vec();
  REQUIRE(v);
  for (std::size_t i = 0; i < n; ++i) REQUIRE((*v)[i] == (unsigned char)(i % 251 + 1));
}

TEST_CASE("S11_S5_plain_read_after_two_threads_atomics_races_with_the_other_atomic",
          "[emulator][racecheck]") {
  void *raw = host::device_alloc(4 * sizeof(int));
  REQUIRE(raw);
  std::memset(raw, 0, 4 * sizeof(int));
  int *p = static_cast<int *>(raw);
  auto s = stream();
  // (3, 40): thread 3's atomic first (the fast path runs threads in order);
  // (40, 3): the reader's atomic first; (3, 70): another warp.
  for (auto [a, b] : {std::pair{3u, 40u}, std::pair{40u, 3u}, std::pair{3u, 70u}}) {
    INFO("atomic of thread " << a << ", atomic and read of thread " << b);
    REQUIRE(rsgpu::launch(s, config({1}, {96}), TwoAtomicsThenPlainRead{}, view_mut(p, 4),
                          reinterpret_cast<std::uintptr_t>(p), a, b, true));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("index 0 of 4-byte") && Contains("read by " + th(0, b)) &&
                           Contains("atomic by " + th(0, a)));
    // twin: atomics only, the plain read after a barrier
    REQUIRE(rsgpu::launch(s, config({1}, {96}), TwoAtomicsThenPlainRead{}, view_mut(p, 4),
                          reinterpret_cast<std::uintptr_t>(p), a, b, false));
    expect_ok(s);
  }
  host::device_free(raw, 4 * sizeof(int));
}

TEST_CASE("S6_uninitialised_bytes_beside_initialised_ones_are_reported_per_byte",
          "[emulator][memcheck]") {
  auto s = stream();
  // bytes 8..10 written, byte 11 never: a read of byte 11 (also in a later launch)
  for (unsigned wmask : {0x7u, 0xEu, 0x1u}) {
    const std::size_t rd = wmask == 0xEu ? 8 : 11;
    INFO("written bytes " << wmask << " of granule 2, read byte " << rd);
    auto b = rsgpu::DeviceBuffer<unsigned char>::create(s, 64); // 0xCD
    auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 1);
    REQUIRE((b && out));
    REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteBytesOfMask{}, b->borrow_mut(), wmask));
    REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadByte{}, b->borrow_mut(), out->borrow_mut(),
                          std::size_t(9)));
    if (wmask != 0x1u) expect_ok(s); // byte 9 written
    else (void)expect_error(s, ErrorKind::MemoryError);
    REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadByte{}, b->borrow_mut(), out->borrow_mut(), rd));
    auto e = expect_error(s, ErrorKind::MemoryError);
    CHECK_THAT(msg(e), Contains("uninitialised global memory") && Contains(th(0, 5)) &&
                           Contains("index " + std::to_string(rd) + " of 1-byte"));
  }
  // an 8-byte read of which one int was written, on a fresh buffer each time
  for (std::size_t w : {std::size_t(12), std::size_t(13)}) {
    INFO("int " << w << " written, 8-byte element 6 read");
    void *raw = host::device_alloc(64); // 0xCD
    REQUIRE(raw);
    auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 1);
    REQUIRE(out);
    REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteIntReadWide{},
                          view_mut(static_cast<int *>(raw), 16),
                          view_mut(static_cast<unsigned long long *>(raw), 8), out->borrow_mut(),
                          w, std::size_t(6)));
    auto e = expect_error(s, ErrorKind::MemoryError);
    CHECK_THAT(msg(e), Contains("uninitialised global memory") && Contains(th(1, 5)) &&
                           Contains("index 6 of 8-byte"));
    host::device_free(raw, 64);
  }
}

TEST_CASE("S6_byte_buffer_initialised_byte_by_byte_reads_clean", "[emulator][memcheck]") {
  const std::size_t n = 1000 + 3;
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<unsigned char>::create(s, n); // 0xCD
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, n);
  REQUIRE((y && out));
  REQUIRE(rsgpu::launch(s, config({8}, {128}, Check::Mem), WriteBytesMine{}, y->borrow_mut()));
  for (Check c : {Check::Mem, Check::All}) {
    REQUIRE(rsgpu::launch(s, config({8}, {128}, c), AddBytes{}, y->borrow_mut(), out->borrow_mut()));
    REQUIRE(rsgpu::launch(s, config({8}, {128}, c), AddBytesShared{}, y->borrow(), out->borrow_mut()));
    expect_ok(s);
  }
  auto v = out->to_vec();
  REQUIRE(v);
  CHECK((*v)[77] == 4 * 0xCD);
  CHECK((*v)[5] == 20);
  // halves of granules written by two launches: 4-byte reads are initialised
  void *raw = host::device_alloc(256); // 0xCD
  REQUIRE(raw);
  auto o2 = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(o2);
  for (unsigned c : {0u, 1u})
    REQUIRE(rsgpu::launch(s, config({1}, {32}), WriteHalves{},
                          view_mut(static_cast<unsigned short *>(raw), 128), c));
  REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadWords{}, view_mut(static_cast<unsigned *>(raw), 64),
                        o2->borrow_mut()));
  expect_ok(s);
  auto w = o2->to_vec();
  REQUIRE(w);
  CHECK((*w)[9] == 9);
  host::device_free(raw, 256);
}

namespace {
// Two launches at once on disjoint parts of one buffer that share a shadow
// page. Launch A (gated): thread 0 writes y[k]; a warp collective (its record
// reaches the shadow); the first thread past it waits for the host; thread 32
// writes y[k] (`racy`: a race with thread 0) or y[k - 1].
std::atomic<int> page_gate{0}, page_arrived{0};
struct GatedOwnerThenOther {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, std::size_t k, bool racy) const {
    const unsigned r = t.block().thread_rank();
    if (r == 0) y.unsafe_at(k) = 1;
    t.block().warp().sync();
    page_arrived.store(1);
    for (int i = 0; i < 5000 && !page_gate.load(); ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    if (r == 32) y.unsafe_at(racy ? k : k - 1) = 2;
  }
};
// Launch B: every thread writes its own element; thread 5 also writes
// element 3 (`racy`: another thread's).
struct MineMaybeForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> z, bool racy) const {
    if (auto e = z.mine(t)) *e = 3;
    if (racy && t.block().thread_rank() == 5) z.unsafe_at(3) = 4;
  }
};
// Afterwards, one launch: element i written by thread (i + 7) % n (another
// owner than either launch's): clean, no record of A or B left.
struct WriteShifted {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y) const {
    const std::size_t n = y.len(), g = std::size_t(t.global_linear_id());
    if (g < n) y.unsafe_at((g + 7) % n) = int(g);
  }
};
} // namespace

TEST_CASE("S5_launches_at_once_on_one_shadow_page_keep_their_records_and_leave_none",
          "[emulator][racecheck]") {
  auto s1 = stream(), s2 = stream();
  auto y = rsgpu::DeviceBuffer<int>::zeroed(s1, 512);
  REQUIRE(y);
  REQUIRE(s1.synchronize());
  const std::size_t k = 100; // y[k] and y[k + 1] (B's first element): one 512-byte page
                             // (the buffer is 256-byte aligned: bytes 400..407)
  // (A racy, B racy): A's race is kept although B wrote the page meanwhile;
  // B's own race on the shared page is reported; neither: clean, and a later
  // launch finds nothing of theirs.
  struct Mode {
    bool a, b;
  };
  for (Mode m : {Mode{true, false}, Mode{false, true}, Mode{false, false}}) {
    INFO("A racy " << m.a << ", B racy " << m.b);
    page_gate.store(0);
    page_arrived.store(0);
    REQUIRE(rsgpu::launch(s1, config({1}, {64}), GatedOwnerThenOther{}, y->borrow_mut(0, k + 1), k, m.a));
    for (int i = 0; i < 5000 && !page_arrived.load(); ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    REQUIRE(page_arrived.load() == 1);
    REQUIRE(rsgpu::launch(s2, config({1}, {64}), MineMaybeForeign{}, y->borrow_mut(k + 1, 64), m.b));
    auto r2 = s2.synchronize();
    const bool concurrent = page_gate.load() == 0;
    page_gate.store(1);
    REQUIRE(concurrent);
    if (m.b) {
      REQUIRE_FALSE(r2);
      CHECK(r2.error().kind() == ErrorKind::DataRace);
      CHECK_THAT(msg(r2.error()), Contains("MineMaybeForeign") && Contains(th(0, 3)) &&
                                      Contains(th(0, 5)) &&
                                      Contains("index " + std::to_string(k + 1 + 3) + " of 4-byte"));
    } else {
      REQUIRE(r2);
    }
    if (m.a) {
      auto e = expect_error(s1, ErrorKind::DataRace);
      CHECK_THAT(msg(e), Contains("GatedOwnerThenOther") && Contains("write by " + th(0, 0)) &&
                             Contains("write by " + th(0, 32)) &&
                             Contains("index " + std::to_string(k) + " of 4-byte"));
    } else {
      expect_ok(s1);
    }
    REQUIRE(rsgpu::launch(s1, config({2}, {256}), WriteShifted{}, y->borrow_mut()));
    expect_ok(s1);
  }
}

namespace {
// Shared memory: every thread of a 64-thread block writes its own byte of a
// shared u8 array (4 threads' bytes share a granule); thread `u` of block 0
// also writes byte `j` (u == j: its own, the twin). After a barrier every thread reads
// its neighbour's byte (ordered: clean).
struct SharedByteOwnersThenForeign {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out, unsigned u,
                           unsigned j) const {
    unsigned char *sb = shared<unsigned char, 64>();
    const unsigned r = t.block().thread_rank();
    view_mut(sb, 64).unsafe_at(r) = (unsigned char)(r + 1);
    if (r == u && t.block_idx().x == 0) view_mut(sb, 64).unsafe_at(j) = 200;
    t.block().sync();
    out.unsafe_at(std::size_t(t.block_idx().x) * 64 + r) = view_mut(sb, 64).unsafe_at((r + 1) % 64);
  }
};
} // namespace

TEST_CASE("S5_split_granule_in_shared_memory_foreign_write_of_a_u8_element_names_both_threads",
          "[emulator][racecheck]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 2 * 64);
  REQUIRE(out);
  // bytes 0, 1 and 3 of granule 0; the writer in another warp, after (40) or
  // before (the owner 41 of byte 41, written by thread 2) the owner
  struct P {
    unsigned u, j;
  };
  for (P p : {P{40, 0}, P{40, 1}, P{40, 3}, P{2, 41}}) {
    INFO("thread " << p.u << " writes byte " << p.j);
    REQUIRE(rsgpu::launch(s, config({2}, {64}), SharedByteOwnersThenForeign{}, out->borrow_mut(),
                          p.u, p.j));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK_THAT(msg(e), Contains("shared memory") && Contains(th(0, p.j)) &&
                           Contains(th(0, p.u)) && Contains("index " + std::to_string(p.j) + " of 1-byte"));
    // twin: the thread writes its own byte again
    REQUIRE(rsgpu::launch(s, config({2}, {64}), SharedByteOwnersThenForeign{}, out->borrow_mut(),
                          p.u, p.u));
    expect_ok(s);
  }
  auto v = out->to_vec();
  REQUIRE(v);
  CHECK((*v)[64 + 5] == 7);
}

namespace {
// Thread 1 of every block reads x[0]; then thread 0 of every block but
// `stray` (none when stray >= the grid) takes an acq_rel ticket, and the
// holder of the last one writes x[0]: ordered after every ticketed block's
// read (its release carries the read), not after the stray block's.
struct ManyReadersTicketLastWrites {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> x, rsgpu::SliceMut<int> out,
                           rsgpu::AtomicSlice<unsigned> counter, unsigned stray) const {
    auto b = t.block();
    const unsigned blk = t.block_idx().x, r = b.thread_rank(), nb = t.grid_dim().x;
    const unsigned ticketed = stray < nb ? nb - 1 : nb;
    if (r == 1) out.unsafe_at(blk) = x.unsafe_at(0);
    if (blk == stray) return;
    b.sync();
    if (r == 0 && counter.at(0).fetch_add(1u, rsgpu::Ordering::AcqRel) == ticketed - 1)
      x.unsafe_at(0) = 9;
  }
};
} // namespace

// docs/emulator.md, "Three readers" and "Further records": a cell's two
// reader slots are full with readers of two blocks; the reads of every
// further block are kept beside them, whatever order the blocks run in.
TEST_CASE("S5_S11_readers_of_many_blocks_are_kept_a_writer_ordered_after_all_but_one_races_with_it",
          "[emulator][racecheck]") {
  auto s = stream();
  for (unsigned blocks : {3u, 5u, 9u, 40u})
    for (unsigned long long seed : {0ull, 0ull, 0ull, 1ull, 2ull, 3ull}) {
      const unsigned stray = seed == 0 ? blocks - 1 : unsigned(seed * 7) % blocks;
      INFO(blocks << " blocks, stray block " << stray << ", seed " << seed);
      auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
      auto out = rsgpu::DeviceBuffer<int>::zeroed(s, blocks);
      auto counter = rsgpu::DeviceBuffer<unsigned>::zeroed(s, 1);
      REQUIRE((x && out && counter));
      rsgpu::LaunchConfig c = config({blocks}, {64});
      c.seed = seed;
      REQUIRE(rsgpu::launch(s, c, ManyReadersTicketLastWrites{}, x->borrow_mut(),
                            out->borrow_mut(), rsgpu::atomic(counter->borrow_mut()), stray));
      auto e = expect_error(s, ErrorKind::DataRace);
      CHECK_THAT(msg(e), Contains("read by " + th(stray, 1)) && Contains("write by block (") &&
                             Contains("index 0 of 4-byte"));
      // twin: every block takes a ticket
      auto counter2 = rsgpu::DeviceBuffer<unsigned>::zeroed(s, 1);
      REQUIRE(counter2);
      REQUIRE(rsgpu::launch(s, c, ManyReadersTicketLastWrites{}, x->borrow_mut(),
                            out->borrow_mut(), rsgpu::atomic(counter2->borrow_mut()), blocks));
      expect_ok(s);
    }
}
