#pragma once
// The scheduling order of a unit (scheduler.hpp): the threads that are ready
// to run, in the order they became ready, and the seeded mode's PRNG that
// permutes it (executor.hpp: RSGPU_EMU_SEED).
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace rsgpu::detail::host {

/// Small deterministic PRNG (splitmix64) for the seeded mode.
struct Rng {
  std::uint64_t s = 0;
  std::uint64_t next() {
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  unsigned below(unsigned n) { return unsigned(next() % n); }
};

/// The ready threads (slot numbers) of a unit: a ring as large as the unit,
/// so pushing never checks for room.
class ReadyQueue {
public:
  /// Empty, with room for `slots` threads.
  void reset(unsigned slots) {
    unsigned cap = 1;
    while (cap < slots) cap *= 2;
    q_.resize(cap);
    mask_ = cap - 1;
    head_ = count_ = 0;
  }
  unsigned size() const { return count_; }
  void push(unsigned slot) { q_[(head_ + count_++) & mask_] = slot; }
  /// The `n` slots of `w`, in order (the threads a barrier releases).
  void push_all(const unsigned *w, unsigned n) {
    unsigned *q = q_.data();
    const unsigned end = (head_ + count_) & mask_;
    const unsigned first = std::min(n, mask_ + 1 - end); // up to the ring's end
    std::memcpy(q + end, w, first * sizeof(unsigned));
    std::memcpy(q, w + first, (n - first) * sizeof(unsigned));
    count_ += n;
  }
  /// The slot `k` places behind the next one (k < size()), without taking it.
  unsigned peek(unsigned k) const { return q_[(head_ + k) & mask_]; }
  /// The next ready slot (size() > 0): the oldest, or with `rng` a random one.
  unsigned pop(Rng *rng) {
    if (rng) std::swap(q_[(head_ + rng->below(count_)) & mask_], q_[head_]);
    unsigned i = q_[head_];
    head_ = (head_ + 1) & mask_;
    --count_;
    return i;
  }

private:
  std::vector<unsigned> q_;
  unsigned mask_ = 0, head_ = 0, count_ = 0;
};

} // namespace rsgpu::detail::host
