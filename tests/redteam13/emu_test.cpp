// Red team 13 (2026-12-07): misuse the emulator's checks must catch, written
// black-box from README.md, docs/library.md, docs/emulator.md,
// docs/safety-model.md and docs/device/*.md only (the implementation was not
// read). Targets struct elements reached through an `ElemRef`: `e->m`, checked
// by what the member access did to the element at the end of the full
// expression (the bytes it changed are a write, widened to the element's
// 4-byte granules; the element is read whole: racecheck read, memcheck
// uninitialised only when no byte of the element was written before), and
// `e.field(&T::m)`, an exact `ElemRef` of one member (docs/library.md, "Views";
// docs/emulator.md, "What the emulator cannot see").
// Each case asserts the documented error kind and what the message names
// (both threads, the element index, "uninitialised", the panic's text); twins
// (correct code next to a misuse) must run clean and compute the right values.
// The documented limits of `->` (a write of the value already there is a read;
// a read of an unset member of a partly written element is not reported; a
// member read races with another thread's write of any member) are not
// attacked; the `limit` case pins one exactly. Cases that fail (holes) are
// listed in open.txt and carry the label adversarial_open.
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <cstddef>
#include <cstdint>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include "../support/red_team.hpp"

using namespace rsgpu;

namespace rt13 {
using namespace ::red_team;
inline unsigned blk(unsigned long long g, unsigned bs) {
  return unsigned(g / bs);
}
inline unsigned thr(unsigned long long g, unsigned bs) {
  return unsigned(g % bs);
}
inline std::string th_g(unsigned long long g, unsigned bs) {
  return th(blk(g, bs), thr(g, bs));
}
/// "index i of " (the element's index, whatever size a report gives).
inline std::string at(std::size_t i) {
  return "index " + std::to_string(i) + " of ";
}
/// A race report on element `i` of `size`-byte elements between global
/// threads `a` and `b` (block size `bs`); `writer` (a or b) must be named as a
/// write, or either of them when `writer` is ~0.
inline void race_names(const Error &e, std::size_t i, std::size_t size,
                       unsigned long long a, unsigned long long b, unsigned bs,
                       unsigned long long writer = ~0ull) {
  const auto m = msg(e);
  INFO(m);
  if (size)
    CHECK(has(m, idx(i, size)));
  else
    CHECK(has(m, at(i)));
  CHECK(has(m, th_g(a, bs)));
  CHECK(has(m, th_g(b, bs)));
  auto v = named(m);
  if (writer == ~0ull)
    CHECK((names(v, "write", blk(a, bs), thr(a, bs)) ||
           names(v, "write", blk(b, bs), thr(b, bs))));
  else
    CHECK(names(v, "write", blk(writer, bs), thr(writer, bs)));
}
/// A memcheck report of an uninitialised read of element `i` by global
/// thread `g`.
inline void uninit_names(const Error &e, std::size_t i, std::size_t size,
                         unsigned long long g, unsigned bs) {
  const auto m = msg(e);
  INFO(m);
  CHECK(has(m, "uninitialised"));
  if (size)
    CHECK(has(m, idx(i, size)));
  else
    CHECK(has(m, at(i)));
  CHECK(has(m, th_g(g, bs)));
}
constexpr unsigned long long kNone = 1ull << 40; // no thread has this id
} // namespace rt13

using rt13::expect_error;
using rt13::expect_ok;
using rt13::has;
using rt13::idx;
using rt13::msg;
using rt13::text;
using rt13::th;

namespace {
struct Particle {
  float x, y, z;
  int tag;
};
struct Inner {
  int a, b;
};
// One barrier site for every thread (docs/emulator.md: synccheck compares the
// line of the `sync` call, a helper's call is one site wherever it is called).
template <class B> RSGPU_FN void step(B &b) { b.sync(); }
struct Cell {
  int hits;
  int other;
  float arr[4];
  Inner inner;
  RSGPU_FN void bump() { hits += 1; }
  RSGPU_FN void set_all(float v) {
    for (int k = 0; k < 4; ++k)
      arr[k] = v + float(k);
  }
  RSGPU_FN float sum() const { return arr[0] + arr[1] + arr[2] + arr[3]; }
  RSGPU_FN void bump_checked(int limit) {
    hits += 1;
    if (hits > limit)
      RSGPU_PANIC("hits over the limit");
  }
  // Two barriers inside a member function called through `->`: the call's
  // full expression spans them.
  template <class B> RSGPU_FN void sync_sync_then_set(B &b, int v) {
    step(b);
    step(b);
    hits = v;
  }
  template <class B> RSGPU_FN void set_then_sync(B &b, int v) {
    hits = v;
    step(b);
  }
  template <class B>
  RSGPU_FN void set_sync_maybe_panic_sync(B &b, int v, bool panic) {
    hits = v;
    step(b);
    if (panic)
      RSGPU_PANIC("panic between the member's barriers");
    step(b);
    other = v;
  }
};
struct Bytes4 {
  std::uint8_t a, b, c, d;
};
struct Rgb8 {
  std::uint8_t r, g, b;
};
} // namespace
RSGPU_DEVICE_COPY(Particle);
RSGPU_DEVICE_COPY(Inner);
RSGPU_DEVICE_COPY(Cell);
RSGPU_DEVICE_COPY(Bytes4);
RSGPU_DEVICE_COPY(Rgb8);

static_assert(sizeof(Particle) == 16, "Particle: 16 bytes");
static_assert(sizeof(Cell) == 32, "Cell: 32 bytes");
static_assert(sizeof(Rgb8) == 3, "Rgb8: 3 bytes");

// ================================================== racecheck through `->`

namespace {
// Every thread sets its own particle's x through `->`; thread `w` also sets
// particle `j`'s x through `->` (a write of a foreign element).
struct ArrowWriteX {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p,
                           unsigned long long w, std::size_t j) const {
    if (auto e = p.mine(t))
      e.ref()->x = float(e.index() + 1);
    if (t.global_linear_id() == w)
      p.unsafe_at(j)->x = 1000.0f + float(w);
  }
};
} // namespace

// S5: two threads write one member of one element through `->`: both change
// its bytes, so both are writes of its granule (docs/library.md). Writer after
// the owner in its block, before it, and in the other block, both directions.
TEST_CASE("S5_rt13_two_threads_writing_one_member_through_arrow_race") {
  struct WJ {
    unsigned long long w;
    std::size_t j;
  };
  for (auto c : {WJ{9, 5}, WJ{2, 5}, WJ{40, 5}, WJ{5, 40}}) {
    INFO("thread " << c.w << " writes particle " << c.j << "'s x");
    auto s = rt13::stream();
    auto p = rt13::zeroed<Particle>(s, 64);
    REQUIRE(launch(s, rt13::cfg(2, 32), ArrowWriteX{}, p.borrow_mut(), c.w,
                   c.j));
    auto e = expect_error(s, ErrorKind::DataRace);
    CHECK(has(msg(e), "ArrowWriteX"));
    rt13::race_names(e, c.j, 16, c.w, c.j, 32);
  }
  // twin: nobody writes a foreign particle
  auto s = rt13::stream();
  auto p = rt13::zeroed<Particle>(s, 64);
  REQUIRE(launch(s, rt13::cfg(2, 32), ArrowWriteX{}, p.borrow_mut(),
                 rt13::kNone, std::size_t(0)));
  expect_ok(s);
  auto v = rt13::back(p);
  CHECK(v[40].x == 41.0f);
  CHECK(v[40].y == 0.0f);
}

namespace {
// Every thread sets its own particle's x (through `->`, or through `field`
// when `by_field`); thread `r` reads particle `j` (`how`: 0 `->x`, 1 whole,
// 2 `field(&Particle::x)`).
struct WriteXForeignRead {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p, SliceMut<float> out,
                           unsigned long long r, std::size_t j, int how,
                           bool by_field) const {
    if (auto e = p.mine(t)) {
      if (by_field)
        e.ref().field(&Particle::x) = float(e.index() + 1);
      else
        e.ref()->x = float(e.index() + 1);
    }
    if (t.global_linear_id() == r) {
      if (how == 0) {
        out.unsafe_at(0) = p.unsafe_at(j)->x;
      } else if (how == 1) {
        Particle q = p.unsafe_at(j).get();
        out.unsafe_at(0) = q.x;
      } else {
        float x = p.unsafe_at(j).field(&Particle::x);
        out.unsafe_at(0) = x;
      }
    }
  }
};
struct ReadParticleX {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p, SliceMut<float> out,
                           unsigned long long r, std::size_t j) const {
    if (t.global_linear_id() == r)
      out.unsafe_at(0) = p.unsafe_at(j)->x;
  }
};
} // namespace

// S5: a member written through `->` by its owner and read through `->` by
// another thread in the same launch (the read counts the whole element).
TEST_CASE("S5_rt13_arrow_write_and_another_threads_arrow_read_of_it_race") {
  struct RJ {
    unsigned long long r;
    std::size_t j;
  };
  for (auto c : {RJ{40, 5}, RJ{5, 40}, RJ{9, 5}, RJ{1, 5}}) {
    INFO("thread " << c.r << " reads particle " << c.j << "'s x");
    auto s = rt13::stream();
    auto p = rt13::zeroed<Particle>(s, 64);
    auto out = rt13::zeroed<float>(s, 1);
    REQUIRE(launch(s, rt13::cfg(2, 32), WriteXForeignRead{}, p.borrow_mut(),
                   out.borrow_mut(), c.r, c.j, 0, false));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, c.j, 16, c.r, c.j, 32, c.j);
    CHECK(has(msg(e), "read by " + rt13::th_g(c.r, 32)));
  }
  // twin: the read in the next launch (ordered by the stream)
  auto s = rt13::stream();
  auto p = rt13::zeroed<Particle>(s, 64);
  auto out = rt13::zeroed<float>(s, 1);
  REQUIRE(launch(s, rt13::cfg(2, 32), WriteXForeignRead{}, p.borrow_mut(),
                 out.borrow_mut(), rt13::kNone, std::size_t(0), 0, false));
  REQUIRE(launch(s, rt13::cfg(2, 32), ReadParticleX{}, p.borrow_mut(),
                 out.borrow_mut(), 40ull, std::size_t(5)));
  expect_ok(s);
  CHECK(rt13::back(out)[0] == 6.0f);
}

// S5: a member written through `->` read by another thread whole (`*e`) or
// exactly (`field`) in the same launch.
// clang-format off
TEST_CASE("S5_rt13_arrow_write_and_another_threads_whole_or_field_read_of_it_race") {
  // clang-format on
  for (int how : {1, 2})
    for (unsigned long long r : {40ull, 2ull}) {
      INFO("how " << how << ", reader " << r);
      auto s = rt13::stream();
      auto p = rt13::zeroed<Particle>(s, 64);
      auto out = rt13::zeroed<float>(s, 1);
      REQUIRE(launch(s, rt13::cfg(2, 32), WriteXForeignRead{}, p.borrow_mut(),
                     out.borrow_mut(), r, std::size_t(7), how, false));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt13::race_names(e, 7, how == 2 ? 0 : 16, r, 7, 32, 7);
      CHECK(has(msg(e), "read by " + rt13::th_g(r, 32)));
    }
}

// S5: a member written exactly (`field`) by its owner and read through `->`
// by another thread of the other block.
TEST_CASE("S5_rt13_field_write_and_another_threads_arrow_read_of_it_race") {
  for (unsigned long long r : {40ull, 3ull}) {
    INFO("reader " << r);
    auto s = rt13::stream();
    auto p = rt13::zeroed<Particle>(s, 64);
    auto out = rt13::zeroed<float>(s, 1);
    REQUIRE(launch(s, rt13::cfg(2, 32), WriteXForeignRead{}, p.borrow_mut(),
                   out.borrow_mut(), r, std::size_t(10), 0, true));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, 10, 0, r, 10, 32, 10);
    CHECK(has(msg(e), "read by " + rt13::th_g(r, 32)));
  }
}

namespace {
// Every thread sets its own particle's y through `field`; thread `w` sets
// particle `j`'s member (`member` 0: y, the same member; 1: tag, another).
struct FieldWrites {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p,
                           unsigned long long w, std::size_t j,
                           int member) const {
    if (auto e = p.mine(t))
      e.ref().field(&Particle::y) = float(e.index() + 1);
    if (t.global_linear_id() == w) {
      if (member == 0)
        p.unsafe_at(j).field(&Particle::y) = 500.0f + float(w);
      else
        p.unsafe_at(j).field(&Particle::tag) = 500 + int(w);
    }
  }
};
// Byte members: thread g sets member g % 4 of element g / 4, exactly.
struct FieldBytes {
  RSGPU_FN void operator()(Thread t, SliceMut<Bytes4> b) const {
    const auto g = t.global_linear_id();
    if (g / 4 >= b.len())
      return;
    auto e = b.unsafe_at(std::size_t(g / 4));
    const auto v = std::uint8_t(g + 1);
    switch (g % 4) {
    case 0:
      e.field(&Bytes4::a) = v;
      break;
    case 1:
      e.field(&Bytes4::b) = v;
      break;
    case 2:
      e.field(&Bytes4::c) = v;
      break;
    default:
      e.field(&Bytes4::d) = v;
      break;
    }
  }
};
} // namespace

// S5: `field` is exact (Rust's `&mut e.m`): two threads writing the same
// member of one element race.
TEST_CASE("S5_rt13_field_writes_of_one_member_by_two_threads_race") {
  for (unsigned long long w : {40ull, 20ull, 1ull}) {
    INFO("writer " << w);
    auto s = rt13::stream();
    auto p = rt13::zeroed<Particle>(s, 64);
    REQUIRE(launch(s, rt13::cfg(2, 32), FieldWrites{}, p.borrow_mut(), w,
                   std::size_t(12), 0));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, 12, 0, w, 12, 32);
  }
}

// Twin: two threads writing *different* members of one element through
// `field` (4-byte members in different granules, and 1-byte members of one
// granule, four threads) run clean: `field` is exact.
// clang-format off
TEST_CASE("S5_rt13_field_writes_of_different_members_by_two_threads_run_clean") {
  // clang-format on
  auto s = rt13::stream();
  auto p = rt13::zeroed<Particle>(s, 64);
  REQUIRE(launch(s, rt13::cfg(2, 32), FieldWrites{}, p.borrow_mut(), 40ull,
                 std::size_t(12), 1));
  auto b = rt13::zeroed<Bytes4>(s, 32);
  REQUIRE(launch(s, rt13::cfg(2, 64), FieldBytes{}, b.borrow_mut()));
  expect_ok(s);
  auto v = rt13::back(p);
  CHECK(v[12].y == 13.0f);
  CHECK(v[12].tag == 540);
  auto w = rt13::back(b);
  CHECK(w[5].a == 21);
  CHECK(w[5].b == 22);
  CHECK(w[5].c == 23);
  CHECK(w[5].d == 24);
}

namespace {
// Threads `r1` and `r2` both count a hit on cell 0 with `->hits += 1`
// (`fn_call`: through the member function `bump()`).
struct CountHits {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, unsigned long long r1,
                           unsigned long long r2, bool fn_call) const {
    const auto g = t.global_linear_id();
    if (g == r1 || g == r2) {
      if (fn_call)
        c.unsafe_at(0)->bump();
      else
        c.unsafe_at(0)->hits += 1;
    }
  }
};
} // namespace

// S5: a read-modify-write of one member through `->` by two threads (the
// classic lost update), same block and different blocks.
TEST_CASE("S5_rt13_compound_add_through_arrow_by_two_threads_races") {
  for (auto r2 : {9ull, 40ull}) {
    INFO("threads 3 and " << r2);
    auto s = rt13::stream();
    auto c = rt13::zeroed<Cell>(s, 4);
    REQUIRE(
        launch(s, rt13::cfg(2, 32), CountHits{}, c.borrow_mut(), 3ull, r2, false));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, 0, 32, 3, r2, 32);
  }
  // twin: one thread counts, once per launch
  auto s = rt13::stream();
  auto c = rt13::zeroed<Cell>(s, 4);
  for (int i = 0; i < 3; ++i)
    REQUIRE(launch(s, rt13::cfg(2, 32), CountHits{}, c.borrow_mut(), 40ull,
                   40ull, false));
  expect_ok(s);
  CHECK(rt13::back(c)[0].hits == 3);
}

// S5: the same through a member function called through `->` (`c->bump()`).
TEST_CASE("S5_rt13_member_function_modifying_through_arrow_by_two_threads_races") {
  for (auto r2 : {4ull, 33ull}) {
    INFO("threads 0 and " << r2);
    auto s = rt13::stream();
    auto c = rt13::zeroed<Cell>(s, 4);
    REQUIRE(
        launch(s, rt13::cfg(2, 32), CountHits{}, c.borrow_mut(), 0ull, r2, true));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, 0, 32, 0, r2, 32);
  }
  auto s = rt13::stream();
  auto c = rt13::zeroed<Cell>(s, 4);
  REQUIRE(launch(s, rt13::cfg(2, 32), CountHits{}, c.borrow_mut(), 33ull,
                 33ull, true));
  REQUIRE(launch(s, rt13::cfg(2, 32), CountHits{}, c.borrow_mut(), 0ull, 0ull,
                 true));
  expect_ok(s);
  CHECK(rt13::back(c)[0].hits == 2);
}

namespace {
// Every thread sets arr[3] of its own cell through `->`; thread `w` also sets
// cell `j`'s arr[3] (`nested`: inner.b instead; `member_fn`: all of arr
// through `set_all`).
struct CellMemberWrites {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, unsigned long long w,
                           std::size_t j, int what) const {
    if (auto e = c.mine(t)) {
      const auto i = e.index();
      if (what == 0)
        e.ref()->arr[3] = float(i + 1);
      else if (what == 1)
        e.ref()->inner.b = int(i + 1);
      else
        e.ref()->set_all(float(i + 1));
    }
    if (t.global_linear_id() == w) {
      if (what == 0)
        c.unsafe_at(j)->arr[3] = 700.0f + float(w);
      else if (what == 1)
        c.unsafe_at(j)->inner.b = 700 + int(w);
      else
        c.unsafe_at(j)->set_all(700.0f + float(w));
    }
  }
};
} // namespace

// S5: an element of an array member (`c->arr[3] = v`), a nested struct's
// member (`c->inner.b = v`) and a member function writing the array
// (`c->set_all(v)`), each by the owner and by another thread.
TEST_CASE("S5_rt13_array_nested_and_member_fn_writes_through_arrow_by_two_threads_race") {
  for (int what : {0, 1, 2})
    for (auto w : {50ull, 17ull}) {
      INFO("what " << what << ", writer " << w);
      auto s = rt13::stream();
      auto c = rt13::zeroed<Cell>(s, 64);
      REQUIRE(launch(s, rt13::cfg(2, 32), CellMemberWrites{}, c.borrow_mut(),
                     w, std::size_t(20), what));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt13::race_names(e, 20, 32, w, 20, 32);
    }
  // twin: owners only
  auto s = rt13::stream();
  auto c = rt13::zeroed<Cell>(s, 64);
  for (int what : {0, 1, 2})
    REQUIRE(launch(s, rt13::cfg(2, 32), CellMemberWrites{}, c.borrow_mut(),
                   rt13::kNone, std::size_t(0), what));
  expect_ok(s);
  auto v = rt13::back(c);
  CHECK(v[20].arr[3] == 21.0f + 3.0f); // set_all last: 21 + k
  CHECK(v[20].arr[0] == 21.0f);
  CHECK(v[20].inner.b == 21);
  CHECK(v[20].hits == 0);
}

namespace {
// Owner writes its cell's inner.b through `->`; thread `r` reads cell `j`'s
// inner.b through chained `field`s.
struct NestedWriteFieldRead {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<int> out,
                           unsigned long long r, std::size_t j) const {
    if (auto e = c.mine(t))
      e.ref()->inner.b = int(e.index()) + 1;
    if (t.global_linear_id() == r) {
      int v = c.unsafe_at(j).field(&Cell::inner).field(&Inner::b);
      out.unsafe_at(0) = v;
    }
  }
};
} // namespace

// S5: a nested member written through `->` and read exactly by another
// thread through `field(&Cell::inner).field(&Inner::b)`.
TEST_CASE("S5_rt13_nested_member_arrow_write_races_with_a_chained_field_read") {
  for (auto r : {35ull, 2ull}) {
    INFO("reader " << r);
    auto s = rt13::stream();
    auto c = rt13::zeroed<Cell>(s, 64);
    auto out = rt13::zeroed<int>(s, 1);
    REQUIRE(launch(s, rt13::cfg(2, 32), NestedWriteFieldRead{}, c.borrow_mut(),
                   out.borrow_mut(), r, std::size_t(6)));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, 6, 0, r, 6, 32, 6);
  }
}

namespace {
// Each thread: `p[i]->x = i + 1`, then `p[i]->y = p[k]->x + 1` (two `->` in
// one expression), k = i, but k = i + 1 for thread `r`: a read of the
// neighbour's x, which the neighbour writes.
struct TwoArrows {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p,
                           unsigned long long r) const {
    if (auto e = p.mine(t)) {
      const std::size_t i = e.index();
      const std::size_t k = (t.global_linear_id() == r) ? i + 1 : i;
      p.unsafe_at(i)->x = float(i + 1);
      p.unsafe_at(i)->y = p.unsafe_at(k)->x + 1.0f;
    }
  }
};
} // namespace

// S5: two `->` in one full expression, the right one on the neighbour's
// element, which the neighbour writes in the same launch.
// clang-format off
TEST_CASE("S5_rt13_two_arrows_in_one_expression_reading_the_neighbours_member_races") {
  // clang-format on
  for (auto r : {4ull, 31ull, 32ull}) {
    INFO("thread " << r << " reads its neighbour's x");
    auto s = rt13::stream();
    auto p = rt13::zeroed<Particle>(s, 64);
    REQUIRE(launch(s, rt13::cfg(2, 32), TwoArrows{}, p.borrow_mut(), r));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, r + 1, 16, r, r + 1, 32, r + 1);
  }
  // twin: each thread's two arrows on its own element
  auto s = rt13::stream();
  auto p = rt13::zeroed<Particle>(s, 64);
  REQUIRE(launch(s, rt13::cfg(2, 32), TwoArrows{}, p.borrow_mut(), rt13::kNone));
  expect_ok(s);
  auto v = rt13::back(p);
  CHECK(v[33].x == 34.0f);
  CHECK(v[33].y == 35.0f);
}

namespace {
// Grid-stride walk setting each element's tag through `->`; thread `r` reads
// particle `j`'s tag through `->` (another thread's grid-stride element).
struct GridStrideTags {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p, SliceMut<int> out,
                           unsigned long long r, std::size_t j) const {
    for (auto e : p.grid_stride(t))
      e.ref()->tag = int(e.index()) + 1;
    if (t.global_linear_id() == r)
      out.unsafe_at(0) = p.unsafe_at(j)->tag;
  }
};
} // namespace

// S5: `->` writes in a grid-stride loop (grid 2 x 32, 256 elements: element
// 65 is block 0 thread 1's) and a foreign `->` read of one of them.
// clang-format off
TEST_CASE("S5_rt13_grid_stride_arrow_write_races_with_a_foreign_arrow_read") {
  // clang-format on
  for (auto r : {32ull, 0ull, 63ull}) {
    INFO("reader " << r);
    auto s = rt13::stream();
    auto p = rt13::zeroed<Particle>(s, 256);
    auto out = rt13::zeroed<int>(s, 1);
    REQUIRE(launch(s, rt13::cfg(2, 32), GridStrideTags{}, p.borrow_mut(),
                   out.borrow_mut(), r, std::size_t(65)));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, 65, 16, r, 1, 32, 1);
    CHECK(has(msg(e), "read by " + rt13::th_g(r, 32)));
  }
}

namespace {
// Thread `a` stores through `->` the value x already holds (0: a read, as
// documented); thread `b` writes x through `field`.
struct SameValueAndField {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p,
                           unsigned long long a, unsigned long long b) const {
    const auto g = t.global_linear_id();
    if (g == a)
      p.unsafe_at(0)->x = 0.0f;
    if (g == b)
      p.unsafe_at(0).field(&Particle::x) = 5.0f;
  }
};
} // namespace

// S5: "a write of the value the bytes already hold is a read" (docs/library.md)
// -- still a read of the element, so it races with another thread's write.
// clang-format off
TEST_CASE("S5_rt13_same_value_arrow_write_still_races_with_another_threads_write") {
  // clang-format on
  for (auto b : {9ull, 40ull}) {
    INFO("threads 3 and " << b);
    auto s = rt13::stream();
    auto p = rt13::zeroed<Particle>(s, 4);
    REQUIRE(launch(s, rt13::cfg(2, 32), SameValueAndField{}, p.borrow_mut(),
                   3ull, b));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, 0, 0, 3, b, 32, b);
  }
}

namespace {
// Thread 0 sets byte member `a` of element 0 (through `->`, or `field`);
// thread 1 reads byte member `b` of it through `field`.
struct ByteNeighbours {
  RSGPU_FN void operator()(Thread t, SliceMut<Bytes4> b, SliceMut<int> out,
                           bool arrow) const {
    const auto g = t.global_linear_id();
    if (g == 0) {
      if (arrow)
        b.unsafe_at(0)->a = 7;
      else
        b.unsafe_at(0).field(&Bytes4::a) = 7;
    }
    if (g == 1) {
      int v = std::uint8_t(b.unsafe_at(0).field(&Bytes4::b));
      out.unsafe_at(0) = v;
    }
  }
};
} // namespace

// Limit (documented, docs/library.md): a `->` write is widened to the whole
// 4-byte granule it touches, so a byte member written through `->` races with
// another thread's exact read of the next byte; through `field` it does not.
// clang-format off
TEST_CASE("S5_rt13_limit_arrow_write_of_a_byte_member_races_with_a_field_read_of_its_granule_neighbour") {
  // clang-format on
  {
    auto s = rt13::stream();
    auto b = rt13::zeroed<Bytes4>(s, 8);
    auto out = rt13::zeroed<int>(s, 1);
    REQUIRE(launch(s, rt13::cfg(1, 32), ByteNeighbours{}, b.borrow_mut(),
                   out.borrow_mut(), true));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt13::race_names(e, 0, 0, 0, 1, 32, 0);
  }
  auto s = rt13::stream();
  std::vector<Bytes4> h(8, Bytes4{1, 2, 3, 4});
  auto b = rt13::from(s, h);
  auto out = rt13::zeroed<int>(s, 1);
  REQUIRE(launch(s, rt13::cfg(1, 32), ByteNeighbours{}, b.borrow_mut(),
                 out.borrow_mut(), false));
  expect_ok(s);
  CHECK(rt13::back(out)[0] == 2);
  CHECK(rt13::back(b)[0].a == 7);
}

namespace {
// Thread 0 calls a member function through `->` on cell 0 that sets `hits`
// and then waits at a barrier (the full expression spans it); thread `r`
// reads cell 0's hits exactly, before the barrier (`before`: a race) or after
// it (ordered). Every thread reaches the one barrier site (`step`).
struct MemberSetThenSync {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<int> out,
                           unsigned r, bool before) const {
    auto b = t.block();
    const unsigned me = b.thread_rank();
    if (me == 0) {
      c.unsafe_at(0)->set_then_sync(b, 5);
      return;
    }
    if (me == r && before) {
      int v = c.unsafe_at(0).field(&Cell::hits);
      out.unsafe_at(0) = v;
    }
    step(b);
    if (me == r && !before) {
      int v = c.unsafe_at(0).field(&Cell::hits);
      out.unsafe_at(0) = v;
    }
  }
};
} // namespace

// S5: a member written through `->` *before* a barrier inside the called
// member function, read by another thread before that barrier: unordered, a
// race, although the `->` expression ends after the barrier.
// clang-format off
TEST_CASE("S5_rt13_member_write_before_a_barrier_inside_an_arrow_call_races_with_a_read_before_it") {
  // clang-format on
  for (unsigned r : {1u, 9u}) {
    for (unsigned long long seed : {0ull, 1ull, 7ull}) {
      INFO("reader " << r << ", seed " << seed);
      auto s = rt13::stream();
      auto c = rt13::zeroed<Cell>(s, 1);
      auto out = rt13::zeroed<int>(s, 1);
      REQUIRE(launch(s, rt13::cfg(1, 32, seed), MemberSetThenSync{},
                     c.borrow_mut(), out.borrow_mut(), r, true));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt13::race_names(e, 0, 0, 0, r, 32, 0);
    }
  }
  // twin: the read after the barrier
  auto s = rt13::stream();
  auto c = rt13::zeroed<Cell>(s, 1);
  auto out = rt13::zeroed<int>(s, 1);
  REQUIRE(launch(s, rt13::cfg(1, 32), MemberSetThenSync{}, c.borrow_mut(),
                 out.borrow_mut(), 9u, false));
  expect_ok(s);
  CHECK(rt13::back(out)[0] == 5);
}

namespace {
// Thread 0 calls, through `->` on cell 0, a member function that waits at two
// barriers and then sets `hits`; thread 1 sets cell 0's `other` exactly
// between the barriers and reads it back after the second. Nobody else
// touches cell 0: no two threads access one member.
struct MemberSyncSyncThenSet {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c,
                           SliceMut<int> out) const {
    auto b = t.block();
    const unsigned me = b.thread_rank();
    if (me == 0) {
      c.unsafe_at(0)->sync_sync_then_set(b, 5);
      return;
    }
    step(b);
    if (me == 1)
      c.unsafe_at(0).field(&Cell::other) = 7;
    step(b);
    if (me == 1) {
      int v = c.unsafe_at(0).field(&Cell::other);
      out.unsafe_at(0) = v;
    }
  }
};
} // namespace

// Twin: what another thread did to the element while a `->` call of thread 0
// waited at barriers is not what thread 0's member access did to it
// (docs/library.md: "checked by what the member access did to the element").
// clang-format off
TEST_CASE("S5_rt13_another_threads_exact_write_during_an_arrow_call_spanning_barriers_runs_clean_twin") {
  // clang-format on
  for (unsigned long long seed : {0ull, 1ull, 7ull}) {
    INFO("seed " << seed);
    auto s = rt13::stream();
    auto c = rt13::zeroed<Cell>(s, 1);
    auto out = rt13::zeroed<int>(s, 1);
    REQUIRE(launch(s, rt13::cfg(1, 32, seed), MemberSyncSyncThenSet{},
                   c.borrow_mut(), out.borrow_mut()));
    expect_ok(s);
    CHECK(rt13::back(out)[0] == 7);
    auto v = rt13::back(c);
    CHECK(v[0].hits == 5);
    CHECK(v[0].other == 7);
  }
}

namespace {
// An element over 256 bytes (docs/library.md: its `->` is checked as a write
// of the whole element): thread `w` also writes big element `j`'s last
// member, which its owner writes too (`exact`: both through `field`).
struct Big {
  float v[70];
  int last;
};
} // namespace
RSGPU_DEVICE_COPY(Big);
namespace {
struct BigLastWrites {
  RSGPU_FN void operator()(Thread t, SliceMut<Big> b, unsigned long long w,
                           std::size_t j, bool exact) const {
    if (auto e = b.mine(t)) {
      if (exact)
        e.ref().field(&Big::last) = int(e.index()) + 1;
      else
        e.ref()->last = int(e.index()) + 1;
    }
    if (t.global_linear_id() == w) {
      if (exact)
        b.unsafe_at(j).field(&Big::last) = 900;
      else
        b.unsafe_at(j)->last = 900;
    }
  }
};
} // namespace

// S5: a member of an element over 256 bytes written by two threads through
// `->` (a whole-element write each) or through `field` (exact) races; twin:
// owners only, in two launches, both forms.
TEST_CASE("S5_rt13_member_of_an_element_over_256_bytes_written_by_two_threads_races") {
  static_assert(sizeof(Big) > 256, "Big: over 256 bytes");
  for (bool exact : {false, true})
    for (auto w : {40ull, 3ull}) {
      INFO((exact ? "field" : "->") << ", writer " << w);
      auto s = rt13::stream();
      auto b = rt13::zeroed<Big>(s, 64);
      REQUIRE(launch(s, rt13::cfg(2, 32), BigLastWrites{}, b.borrow_mut(), w,
                     std::size_t(9), exact));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt13::race_names(e, 9, exact ? 0 : sizeof(Big), w, 9, 32);
    }
  auto s = rt13::stream();
  auto b = rt13::zeroed<Big>(s, 64);
  REQUIRE(launch(s, rt13::cfg(2, 32), BigLastWrites{}, b.borrow_mut(),
                 rt13::kNone, std::size_t(0), false));
  REQUIRE(launch(s, rt13::cfg(2, 32), BigLastWrites{}, b.borrow_mut(),
                 rt13::kNone, std::size_t(0), true));
  expect_ok(s);
  CHECK(rt13::back(b)[9].last == 10);
}

// ======================================================= clean `->` twins

namespace {
// Every thread of two blocks reads particle 0's members through `->`
// (`calls`: and cell 0's sum through a const member function).
struct ReadAttractor {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p, SliceMut<Cell> c,
                           SliceMut<float> out) const {
    if (auto o = out.mine(t)) {
      float v = p.unsafe_at(0)->x + p.unsafe_at(0)->y;
      v += c.unsafe_at(0)->sum() + float(c.unsafe_at(0)->inner.a);
      *o = v;
    }
  }
};
} // namespace

// S5 twin: read-only `->` of one element by many threads runs clean
// (docs/library.md), in one block and across blocks, also through a const
// member function and a nested member.
// clang-format off
TEST_CASE("S5_rt13_many_threads_reading_members_of_one_element_through_arrow_run_clean") {
  // clang-format on
  auto s = rt13::stream();
  auto p = rt13::from(s, std::vector<Particle>(4, Particle{1.0f, 2.0f, 3.0f, 4}));
  Cell c0{};
  c0.arr[0] = 1.0f;
  c0.arr[3] = 10.0f;
  c0.inner.a = 100;
  auto c = rt13::from(s, std::vector<Cell>(2, c0));
  auto out = rt13::zeroed<float>(s, 128);
  REQUIRE(launch(s, rt13::cfg(2, 64), ReadAttractor{}, p.borrow_mut(),
                 c.borrow_mut(), out.borrow_mut()));
  expect_ok(s);
  auto v = rt13::back(out);
  CHECK(v[0] == 114.0f);
  CHECK(v[127] == 114.0f);
}

namespace {
// Each thread works on its own cell only, through `->` in every form: plain
// stores, a loop over the array member, a nested member, two arrows in one
// expression, a member function, `+=`, then reads the cell whole.
struct OwnCellKitchenSink {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c,
                           SliceMut<float> out) const {
    if (auto e = c.mine(t)) {
      const int i = int(e.index());
      auto r = e.ref();
      r->hits = 0;
      r->other = 3;
      for (int k = 0; k < 4; ++k)
        r->arr[k] = float(i + k);
      r->inner.a = i;
      r->inner.b = r->inner.a + 1;
      r->bump();
      r->hits += 2;
      Cell whole = r.get();
      out.unsafe_at(e.index()) =
          whole.sum() + r->sum() + float(whole.hits + r->inner.b);
    }
  }
};
} // namespace

// S5/S6 twin: a poisoned buffer, each thread's own cell set member by member
// through `->` and read back whole and through `->`: no race, nothing
// uninitialised (every byte written before the whole read).
TEST_CASE("S5_rt13_own_cell_through_arrow_in_every_form_runs_clean_twin") {
  auto s = rt13::stream();
  auto c = rt13::fresh<Cell>(s, 128);
  auto out = rt13::zeroed<float>(s, 128);
  REQUIRE(launch(s, rt13::cfg(2, 64), OwnCellKitchenSink{}, c.borrow_mut(),
                 out.borrow_mut()));
  expect_ok(s);
  auto v = rt13::back(c);
  CHECK(v[70].hits == 3);
  CHECK(v[70].other == 3);
  CHECK(v[70].arr[2] == 72.0f);
  CHECK(v[70].inner.b == 71);
  // sum 70+71+72+73 = 286, twice, + 3 + 71
  CHECK(rt13::back(out)[70] == 2 * 286.0f + 74.0f);
}

namespace {
struct GridStrideAndZip {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p,
                           Zip<SliceMut<Particle>, Slice<const float>> q)
      const {
    for (auto e : p.grid_stride(t)) {
      e.ref()->tag = int(e.index()) + 1;
      e.ref()->x = float(e.ref()->tag) * 2.0f;
    }
    if (auto e = q.mine(t)) {
      auto [y, x] = *e;
      y->y = x;
      y->z = y->y + 1.0f;
    }
  }
};
} // namespace

// S5 twin: `->` on grid-stride elements and on a zip's own element.
TEST_CASE("S5_rt13_grid_stride_and_zip_arrow_writes_run_clean_twin") {
  auto s = rt13::stream();
  auto p = rt13::zeroed<Particle>(s, 256);
  auto q = rt13::zeroed<Particle>(s, 64);
  std::vector<float> hx(64);
  for (int i = 0; i < 64; ++i)
    hx[i] = float(i) / 2.0f;
  auto x = rt13::from(s, hx);
  REQUIRE(launch(s, rt13::cfg(2, 32), GridStrideAndZip{}, p.borrow_mut(),
                 zip(q.borrow_mut(), x.borrow())));
  expect_ok(s);
  auto v = rt13::back(p);
  CHECK(v[65].tag == 66);
  CHECK(v[255].x == 512.0f);
  auto w = rt13::back(q);
  CHECK(w[9].y == 4.5f);
  CHECK(w[9].z == 5.5f);
}

namespace {
// 3-byte elements (neighbours share granules): each thread sets its own
// element's members through `->`; then (`read_next`) each reads its
// neighbour's element whole.
struct Rgb8Arrow {
  RSGPU_FN void operator()(Thread t, SliceMut<Rgb8> p, SliceMut<int> out,
                           bool read_next) const {
    if (auto e = p.mine(t)) {
      const std::size_t i = e.index();
      if (!read_next) {
        e.ref()->r = std::uint8_t(i + 1);
        e.ref()->b = std::uint8_t(i + 2);
        e.ref()->g = std::uint8_t(200);
      } else {
        Rgb8 v = p.unsafe_at((i + 1) % p.len()).get();
        out.unsafe_at(i) = int(v.r) + int(v.g) + int(v.b);
      }
    }
  }
};
} // namespace

// S5 twin: "each run of changed bytes widened to the whole 4-byte granules of
// the element it touches" -- of the element: a member of a 3-byte element
// written through `->` is no write of the neighbours' bytes in its granule.
// clang-format off
TEST_CASE("S5_rt13_arrow_writes_of_3_byte_elements_sharing_granules_run_clean_twin") {
  // clang-format on
  for (unsigned long long seed : {0ull, 3ull}) {
    INFO("seed " << seed);
    auto s = rt13::stream();
    auto p = rt13::zeroed<Rgb8>(s, 128);
    auto out = rt13::zeroed<int>(s, 128);
    REQUIRE(launch(s, rt13::cfg(2, 64, seed), Rgb8Arrow{}, p.borrow_mut(),
                   out.borrow_mut(), false));
    REQUIRE(launch(s, rt13::cfg(2, 64, seed), Rgb8Arrow{}, p.borrow_mut(),
                   out.borrow_mut(), true));
    expect_ok(s);
    auto v = rt13::back(p);
    CHECK(int(v[5].r) == 6);
    CHECK(int(v[5].g) == 200);
    CHECK(int(v[5].b) == 7);
    CHECK(rt13::back(out)[4] == 6 + 200 + 7);
  }
}

namespace {
// The owner writes x through `->`; thread `r` reads y of the same particle
// exactly (another member, another granule).
struct ArrowXFieldY {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p, SliceMut<float> out,
                           unsigned long long r, std::size_t j) const {
    if (auto e = p.mine(t))
      e.ref()->x = float(e.index() + 1);
    if (t.global_linear_id() == r) {
      float v = p.unsafe_at(j).field(&Particle::y);
      out.unsafe_at(0) = v;
    }
  }
};
} // namespace

// S5 twin: an exact read of another member beside a `->` write (the `->`
// write's own whole-element read is a read: reads do not race).
// clang-format off
TEST_CASE("S5_rt13_field_read_beside_another_threads_arrow_write_of_another_member_runs_clean_twin") {
  // clang-format on
  for (auto r : {40ull, 2ull, 9ull}) {
    INFO("reader " << r);
    auto s = rt13::stream();
    auto p = rt13::from(s, std::vector<Particle>(64, Particle{0, 9.0f, 0, 0}));
    auto out = rt13::zeroed<float>(s, 1);
    REQUIRE(launch(s, rt13::cfg(2, 32), ArrowXFieldY{}, p.borrow_mut(),
                   out.borrow_mut(), r, std::size_t(5)));
    expect_ok(s);
    CHECK(rt13::back(out)[0] == 9.0f);
    CHECK(rt13::back(p)[5].x == 6.0f);
  }
}

// ============================================================ memcheck

namespace {
// Launch 1: the owner sets members of its own (poisoned) particle through
// `->` (`all`: tag too) or, `by_field`, through `field`.
struct SetParticle {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p, bool all,
                           bool by_field) const {
    if (auto e = p.mine(t)) {
      auto r = e.ref();
      if (by_field) {
        r.field(&Particle::x) = 1.0f;
        r.field(&Particle::y) = 2.0f;
        r.field(&Particle::z) = float(e.index());
        if (all)
          r.field(&Particle::tag) = 4;
      } else {
        r->x = 1.0f;
        r->y = 2.0f;
        r->z = float(e.index());
        if (all)
          r->tag = 4;
      }
    }
  }
};
// Launch 2: thread `r` reads particle r (`how` 0: whole, 1: `->tag`, 2:
// `field(&Particle::tag)`, 3: `field(&Particle::x)`); every other thread reads
// its particle's x exactly.
struct ReadParticle {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p, SliceMut<float> out,
                           unsigned long long r, int how) const {
    if (auto o = out.mine(t)) {
      const std::size_t i = o.index();
      if (t.global_linear_id() != r) {
        float x = p.unsafe_at(i).field(&Particle::x);
        *o = x;
        return;
      }
      if (how == 0) {
        Particle q = p.unsafe_at(i).get();
        *o = q.x + float(q.tag);
      } else if (how == 1) {
        *o = float(p.unsafe_at(i)->tag);
      } else if (how == 2) {
        int tag = p.unsafe_at(i).field(&Particle::tag);
        *o = float(tag);
      } else {
        float x = p.unsafe_at(i).field(&Particle::x);
        *o = x + 0.5f;
      }
    }
  }
};
} // namespace

// S6 (memcheck): members written through `->` initialise the bytes written,
// not the whole element (docs/library.md): a whole read with `tag` never
// written is uninitialised (red team 9's open case, by one known thread).
// clang-format off
TEST_CASE("S6_rt13_members_written_through_arrow_then_whole_read_with_one_unset_is_uninitialised") {
  // clang-format on
  for (auto r : {37ull, 0ull}) {
    INFO("reader " << r);
    auto s = rt13::stream();
    auto p = rt13::fresh<Particle>(s, 64);
    auto out = rt13::zeroed<float>(s, 64);
    REQUIRE(launch(s, rt13::cfg(2, 32), SetParticle{}, p.borrow_mut(), false,
                   false));
    REQUIRE(launch(s, rt13::cfg(2, 32), ReadParticle{}, p.borrow_mut(),
                   out.borrow_mut(), r, 0));
    auto e = expect_error(s, ErrorKind::MemoryError);
    rt13::uninit_names(e, r, 16, r, 32);
  }
}

// S6 twin: every member written through `->` (launch 1), the whole read
// (launch 2) is clean.
// clang-format off
TEST_CASE("S6_rt13_every_member_written_through_arrow_then_whole_read_runs_clean") {
  // clang-format on
  auto s = rt13::stream();
  auto p = rt13::fresh<Particle>(s, 64);
  auto out = rt13::zeroed<float>(s, 64);
  REQUIRE(launch(s, rt13::cfg(2, 32), SetParticle{}, p.borrow_mut(), true,
                 false));
  REQUIRE(launch(s, rt13::cfg(2, 32), ReadParticle{}, p.borrow_mut(),
                 out.borrow_mut(), 37ull, 0));
  expect_ok(s);
  auto v = rt13::back(out);
  CHECK(v[37] == 5.0f);
  CHECK(v[36] == 1.0f);
}

// S6: a member read through `->` of a never-written element (no byte of it
// written before: docs/library.md's case for `->` reads).
// clang-format off
TEST_CASE("S6_rt13_member_read_through_arrow_of_a_never_written_element_is_uninitialised") {
  // clang-format on
  for (auto r : {45ull, 3ull}) {
    INFO("reader " << r);
    auto s = rt13::stream();
    auto p = rt13::fresh<Particle>(s, 64);
    std::vector<Particle> h(64, Particle{1.0f, 2.0f, 3.0f, 4});
    // every particle but r's is written from the host: r's stays poisoned
    auto out = rt13::zeroed<float>(s, 64);
    auto src = rt13::from(s, h);
    struct CopyAllBut {
      RSGPU_FN void operator()(Thread t, SliceMut<Particle> dst,
                               Slice<const Particle> from,
                               unsigned long long skip) const {
        if (auto e = dst.mine(t))
          if (t.global_linear_id() != skip)
            *e = from[e.index()];
      }
    };
    REQUIRE(launch(s, rt13::cfg(2, 32), CopyAllBut{}, p.borrow_mut(),
                   src.borrow(), r));
    REQUIRE(launch(s, rt13::cfg(2, 32), ReadParticle{}, p.borrow_mut(),
                   out.borrow_mut(), r, 1));
    auto e = expect_error(s, ErrorKind::MemoryError);
    rt13::uninit_names(e, r, 16, r, 32);
  }
}

// S6: `field` is exact: a read of the unset member of a partly written
// element (x, y, z written through `->` or through `field`) is uninitialised;
// `->` cannot tell this case (documented), `field` must.
// clang-format off
TEST_CASE("S6_rt13_field_read_of_an_unset_member_of_a_partly_written_element_is_uninitialised") {
  // clang-format on
  for (bool by_field : {false, true}) {
    INFO("x, y, z written through " << (by_field ? "field" : "->"));
    auto s = rt13::stream();
    auto p = rt13::fresh<Particle>(s, 64);
    auto out = rt13::zeroed<float>(s, 64);
    REQUIRE(launch(s, rt13::cfg(2, 32), SetParticle{}, p.borrow_mut(), false,
                   by_field));
    REQUIRE(launch(s, rt13::cfg(2, 32), ReadParticle{}, p.borrow_mut(),
                   out.borrow_mut(), 50ull, 2));
    auto e = expect_error(s, ErrorKind::MemoryError);
    rt13::uninit_names(e, 50, 0, 50, 32);
  }
}

// S6 twin: `field` read of a member that was set, beside an unset one.
// clang-format off
TEST_CASE("S6_rt13_field_read_of_a_set_member_of_a_partly_written_element_runs_clean") {
  // clang-format on
  for (bool by_field : {false, true}) {
    INFO("x, y, z written through " << (by_field ? "field" : "->"));
    auto s = rt13::stream();
    auto p = rt13::fresh<Particle>(s, 64);
    auto out = rt13::zeroed<float>(s, 64);
    REQUIRE(launch(s, rt13::cfg(2, 32), SetParticle{}, p.borrow_mut(), false,
                   by_field));
    REQUIRE(launch(s, rt13::cfg(2, 32), ReadParticle{}, p.borrow_mut(),
                   out.borrow_mut(), 50ull, 3));
    expect_ok(s);
    auto v = rt13::back(out);
    CHECK(v[50] == 1.5f);
    CHECK(v[10] == 1.0f);
  }
}

namespace {
// Launch 1: the owner sets every member of its poisoned cell through `->`
// but arr[0..2] (`what` 0) or inner.b (`what` 1).
struct SetCellPartly {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, int what) const {
    if (auto e = c.mine(t)) {
      auto r = e.ref();
      r->hits = 1;
      r->other = 2;
      r->arr[3] = 4.0f;
      if (what != 0) {
        r->arr[0] = 1.0f;
        r->arr[1] = 1.0f;
        r->arr[2] = 1.0f;
      }
      r->inner.a = 5;
      if (what != 1)
        r->inner.b = 6;
    }
  }
};
// Launch 2: thread `r` reads cell r whole (`what` 0) or its inner struct
// through `field(&Cell::inner)` (`what` 1); the others read their hits.
struct ReadCell {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<int> out,
                           unsigned long long r, int what) const {
    if (auto o = out.mine(t)) {
      const std::size_t i = o.index();
      if (t.global_linear_id() != r) {
        int h = c.unsafe_at(i).field(&Cell::hits);
        *o = h;
      } else if (what == 0) {
        Cell v = c.unsafe_at(i).get();
        *o = int(v.sum()) + v.hits;
      } else {
        Inner in = c.unsafe_at(i).field(&Cell::inner);
        *o = in.a + in.b;
      }
    }
  }
};
} // namespace

// S6: an element of an array member written through `->` (`c->arr[3] = v`)
// initialises that element's bytes only: the cell read whole, arr[0..2]
// never written, is uninitialised.
// clang-format off
TEST_CASE("S6_rt13_array_member_element_written_through_arrow_then_whole_cell_read_is_uninitialised") {
  // clang-format on
  auto s = rt13::stream();
  auto c = rt13::fresh<Cell>(s, 64);
  auto out = rt13::zeroed<int>(s, 64);
  REQUIRE(launch(s, rt13::cfg(2, 32), SetCellPartly{}, c.borrow_mut(), 0));
  REQUIRE(launch(s, rt13::cfg(2, 32), ReadCell{}, c.borrow_mut(),
                 out.borrow_mut(), 33ull, 0));
  auto e = expect_error(s, ErrorKind::MemoryError);
  rt13::uninit_names(e, 33, 32, 33, 32);
}

// S6: a nested member written through `->` (`c->inner.a = v`), the inner
// struct then read exactly through `field(&Cell::inner)` with inner.b never
// written: uninitialised. Twin: both written.
// clang-format off
TEST_CASE("S6_rt13_nested_member_written_through_arrow_then_inner_read_by_field_is_uninitialised") {
  // clang-format on
  {
    auto s = rt13::stream();
    auto c = rt13::fresh<Cell>(s, 64);
    auto out = rt13::zeroed<int>(s, 64);
    REQUIRE(launch(s, rt13::cfg(2, 32), SetCellPartly{}, c.borrow_mut(), 1));
    REQUIRE(launch(s, rt13::cfg(2, 32), ReadCell{}, c.borrow_mut(),
                   out.borrow_mut(), 14ull, 1));
    auto e = expect_error(s, ErrorKind::MemoryError);
    rt13::uninit_names(e, 14, 0, 14, 32);
  }
  auto s = rt13::stream();
  auto c = rt13::fresh<Cell>(s, 64);
  auto out = rt13::zeroed<int>(s, 64);
  REQUIRE(launch(s, rt13::cfg(2, 32), SetCellPartly{}, c.borrow_mut(), 2));
  REQUIRE(launch(s, rt13::cfg(2, 32), ReadCell{}, c.borrow_mut(),
                 out.borrow_mut(), 14ull, 1));
  expect_ok(s);
  CHECK(rt13::back(out)[14] == 11);
  CHECK(rt13::back(out)[15] == 1);
}

namespace {
// Thread `r` counts a hit on its never-written (poisoned) cell through
// `->hits += 1` (a read of `hits` before any byte of the cell was written);
// the others set their hits first.
struct FirstHit {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c,
                           unsigned long long r) const {
    if (auto e = c.mine(t)) {
      if (t.global_linear_id() != r)
        e.ref()->hits = 0;
      e.ref()->hits += 1;
    }
  }
};
} // namespace

// S6: `c->hits += 1` on a never-written element reads `hits` before any byte
// of the element was written ("memcheck reports it uninitialised only when no
// byte of the element was written before").
// clang-format off
TEST_CASE("S6_rt13_compound_add_through_arrow_on_a_never_written_element_is_uninitialised") {
  // clang-format on
  auto s = rt13::stream();
  auto c = rt13::fresh<Cell>(s, 64);
  REQUIRE(launch(s, rt13::cfg(2, 32), FirstHit{}, c.borrow_mut(), 41ull));
  auto e = expect_error(s, ErrorKind::MemoryError);
  rt13::uninit_names(e, 41, 32, 41, 32);
}

namespace {
// Launch 1: each thread sets its own 3-byte element's `r` exactly (`all`:
// g and b too). Launch 2: thread `rd` reads its element whole.
struct Rgb8Field {
  RSGPU_FN void operator()(Thread t, SliceMut<Rgb8> p, SliceMut<int> out,
                           unsigned long long rd, bool all, bool read) const {
    if (auto e = p.mine(t)) {
      if (!read) {
        e.ref().field(&Rgb8::r) = std::uint8_t(1);
        if (all) {
          e.ref().field(&Rgb8::g) = std::uint8_t(2);
          e.ref().field(&Rgb8::b) = std::uint8_t(3);
        }
      } else if (t.global_linear_id() == rd) {
        Rgb8 v = *e;
        out.unsafe_at(e.index()) = int(v.r) + int(v.g) + int(v.b);
      }
    }
  }
};
} // namespace

// S6: a byte member written exactly (`field`) initialises that byte only: the
// 3-byte element read whole is uninitialised (memcheck per byte).
// clang-format off
TEST_CASE("S6_rt13_byte_member_written_by_field_then_whole_read_is_uninitialised") {
  // clang-format on
  for (auto rd : {5ull, 66ull}) {
    INFO("reader " << rd);
    auto s = rt13::stream();
    auto p = rt13::fresh<Rgb8>(s, 128);
    auto out = rt13::zeroed<int>(s, 128);
    REQUIRE(launch(s, rt13::cfg(2, 64), Rgb8Field{}, p.borrow_mut(),
                   out.borrow_mut(), rd, false, false));
    REQUIRE(launch(s, rt13::cfg(2, 64), Rgb8Field{}, p.borrow_mut(),
                   out.borrow_mut(), rd, false, true));
    auto e = expect_error(s, ErrorKind::MemoryError);
    rt13::uninit_names(e, rd, 3, rd, 64);
  }
  // twin: every byte member written exactly
  auto s = rt13::stream();
  auto p = rt13::fresh<Rgb8>(s, 128);
  auto out = rt13::zeroed<int>(s, 128);
  REQUIRE(launch(s, rt13::cfg(2, 64), Rgb8Field{}, p.borrow_mut(),
                 out.borrow_mut(), 66ull, true, false));
  REQUIRE(launch(s, rt13::cfg(2, 64), Rgb8Field{}, p.borrow_mut(),
                 out.borrow_mut(), 66ull, true, true));
  expect_ok(s);
  CHECK(rt13::back(out)[66] == 6);
}

// ============================================================== panics

namespace {
// Every thread sets its own cell through `->`; thread `bad` panics inside a
// full expression holding a `->` of its cell: `mode` 0, the index of an array
// member read from another slice out of bounds (`c->arr[q[1000]]`); 1, a
// comma expression after a `->` write (`c->hits = 5, q[1000] = 1`); 2, a
// member function called through `->` that panics.
struct PanicInArrowExpression {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<int> q,
                           unsigned long long bad, int mode) const {
    if (auto e = c.mine(t)) {
      const int i = int(e.index());
      e.ref()->hits = i + 1;
      if (t.global_linear_id() != bad)
        return;
      if (mode == 0)
        e.ref()->arr[int(q.unsafe_at(1000))] = 1.0f;
      else if (mode == 1)
        (e.ref()->hits = 5, q.unsafe_at(1000) = 1);
      else
        e.ref()->bump_checked(0);
    }
  }
};
struct SetAllHits {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c) const {
    if (auto e = c.mine(t))
      e.ref()->hits = int(e.index()) + 10;
  }
};
} // namespace

// S6: a panic (an index of another slice out of bounds, or RSGPU_PANIC in a
// member function) inside the full expression of an `->` access ends the
// launch in the documented DevicePanic (no crash, no hang); the stream runs
// the next launch, which is checked as usual.
// clang-format off
TEST_CASE("S6_rt13_index_past_another_slice_in_an_arrow_write_expression_panics") {
  // clang-format on
  for (int mode : {0, 1, 2})
    for (auto bad : {7ull, 40ull}) {
      INFO("mode " << mode << ", thread " << bad);
      auto s = rt13::stream();
      auto c = rt13::zeroed<Cell>(s, 64);
      auto q = rt13::zeroed<int>(s, 4);
      REQUIRE(launch(s, rt13::cfg(2, 32), PanicInArrowExpression{},
                     c.borrow_mut(), q.borrow_mut(), bad, mode));
      auto e = expect_error(s, ErrorKind::DevicePanic);
      const auto m = msg(e);
      INFO(m);
      if (mode == 2)
        CHECK(has(m, "hits over the limit"));
      else
        CHECK(has(m, "index out of bounds: the len is 4 but the index is 1000"));
      REQUIRE(launch(s, rt13::cfg(2, 32), SetAllHits{}, c.borrow_mut()));
      expect_ok(s);
      CHECK(rt13::back(c)[bad].hits == int(bad) + 10);
    }
}

namespace {
// Threads `a` and `b` both write particle 0's x through `->` (a race); thread
// `b`'s full expression then panics on another slice's index.
struct RaceThenPanic {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p, SliceMut<int> q,
                           unsigned long long a, unsigned long long b) const {
    const auto g = t.global_linear_id();
    if (g == a)
      p.unsafe_at(0)->x = 1.0f;
    if (g == b)
      (p.unsafe_at(0)->x = 2.0f, q.unsafe_at(99) = 1);
  }
};
} // namespace

// S5/S6: a `->` write that races, in a full expression that then panics: the
// launch ends in one of its errors (the first wins: docs/emulator.md), not in
// a crash (a check thrown while the panic unwinds).
// clang-format off
TEST_CASE("S6_rt13_racing_arrow_write_then_a_panic_in_the_same_expression_ends_in_an_error") {
  // clang-format on
  for (auto b : {9ull, 40ull, 1ull}) {
    for (unsigned long long seed : {0ull, 5ull}) {
      INFO("threads 3 and " << b << ", seed " << seed);
      auto s = rt13::stream();
      auto p = rt13::zeroed<Particle>(s, 4);
      auto q = rt13::zeroed<int>(s, 4);
      REQUIRE(launch(s, rt13::cfg(2, 32, seed), RaceThenPanic{},
                     p.borrow_mut(), q.borrow_mut(), 3ull, b));
      auto r = s.synchronize();
      INFO(text(r));
      REQUIRE_FALSE(r);
      const auto k = r.error().kind();
      CHECK((k == ErrorKind::DevicePanic || k == ErrorKind::DataRace));
      if (k == ErrorKind::DevicePanic)
        CHECK(has(msg(r.error()),
                  "index out of bounds: the len is 4 but the index is 99"));
      else
        rt13::race_names(r.error(), 0, 16, 3, b, 32);
      // the stream goes on
      REQUIRE(launch(s, rt13::cfg(2, 32), RaceThenPanic{}, p.borrow_mut(),
                     q.borrow_mut(), 3ull, rt13::kNone));
      expect_ok(s);
    }
  }
}

namespace {
// Thread `r` reads x of its never-written particle through `->`, then its
// full expression panics on another slice's index.
struct UninitReadThenPanic {
  RSGPU_FN void operator()(Thread t, SliceMut<Particle> p, SliceMut<int> q,
                           SliceMut<float> out, unsigned long long r) const {
    if (t.global_linear_id() == r) {
      float v = 0;
      (v = p.unsafe_at(2)->x, q.unsafe_at(50) = int(v));
      out.unsafe_at(0) = v;
    }
  }
};
} // namespace

// S6: an uninitialised `->` read and a panic in one full expression: the
// launch ends in one of the two errors, not a crash.
// clang-format off
TEST_CASE("S6_rt13_uninitialised_arrow_read_then_a_panic_in_the_same_expression_ends_in_an_error") {
  // clang-format on
  for (auto r : {0ull, 33ull}) {
    INFO("thread " << r);
    auto s = rt13::stream();
    auto p = rt13::fresh<Particle>(s, 4);
    auto q = rt13::zeroed<int>(s, 4);
    auto out = rt13::zeroed<float>(s, 1);
    REQUIRE(launch(s, rt13::cfg(2, 32), UninitReadThenPanic{}, p.borrow_mut(),
                   q.borrow_mut(), out.borrow_mut(), r));
    auto res = s.synchronize();
    INFO(text(res));
    REQUIRE_FALSE(res);
    const auto k = res.error().kind();
    CHECK((k == ErrorKind::DevicePanic || k == ErrorKind::MemoryError));
    if (k == ErrorKind::DevicePanic)
      CHECK(has(msg(res.error()),
                "index out of bounds: the len is 4 but the index is 50"));
    else
      rt13::uninit_names(res.error(), 2, 16, r, 32);
  }
}

namespace {
// Every thread of the block calls, through `->` on its own cell, a member
// function with two barriers; thread `bad` panics between them, while the
// others wait at the second barrier inside their `->` expressions.
struct PanicBetweenMemberBarriers {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c,
                           unsigned bad) const {
    auto b = t.block();
    const unsigned me = b.thread_rank();
    c.unsafe_at(t.global_linear_id())
        ->set_sync_maybe_panic_sync(b, int(me) + 1, me == bad);
  }
};
} // namespace

// S6: a panic while the other threads of the block wait at a barrier inside
// `->` member calls (their expressions are unwound by the abort): the launch
// ends in the DevicePanic, no crash, no hang; the next launch runs clean.
// clang-format off
TEST_CASE("S6_rt13_panic_while_threads_wait_at_a_barrier_inside_arrow_member_calls_panics") {
  // clang-format on
  for (unsigned bad : {0u, 17u, 63u}) {
    for (unsigned long long seed : {0ull, 2ull}) {
      INFO("thread " << bad << ", seed " << seed);
      auto s = rt13::stream();
      auto c = rt13::zeroed<Cell>(s, 128);
      REQUIRE(launch(s, rt13::cfg(2, 64, seed), PanicBetweenMemberBarriers{},
                     c.borrow_mut(), bad));
      auto e = expect_error(s, ErrorKind::DevicePanic);
      CHECK(has(msg(e), "panic between the member's barriers"));
      REQUIRE(launch(s, rt13::cfg(2, 64, seed), PanicBetweenMemberBarriers{},
                     c.borrow_mut(), 1000u));
      expect_ok(s);
      auto v = rt13::back(c);
      CHECK(v[70].hits == 7);
      CHECK(v[70].other == 7);
    }
  }
}
