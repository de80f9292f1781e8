#pragma once
// Host backend, checked launches: one live handle per shared-memory array and
// GPU thread (S8). A `rsgpu::shared(b, tag)` / `shared_tile` / `shared_dynamic`
// call claims its array for the calling thread; the claim travels with the
// handle through moves and barriers and ends when the last handle of that
// line dies. A second call reaching the same array (the same tag, a helper
// called again, a second shared_dynamic) while the first handle is alive
// would alias it silently (both hand out the same slots in phases of their
// own): it panics instead, naming S8, both call sites and the tag.
// A helper called twice one after the other (the first handle dead) is fine.
// The CUDA backend has none of this (SharedSlice holds no claim there).
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>

#include "context.hpp"

namespace rsgpu::detail::host {

class SharedClaim {
public:
  SharedClaim() = default;
  SharedClaim(SharedClaim &&o) noexcept : key_(o.key_) { o.key_ = Key{}; }
  SharedClaim &operator=(SharedClaim &&o) noexcept {
    if (this != &o) {
      release();
      key_ = o.key_;
      o.key_ = Key{};
    }
    return *this;
  }
  SharedClaim(const SharedClaim &) = delete;
  SharedClaim &operator=(const SharedClaim &) = delete;
  ~SharedClaim() { release(); }

  /// Claims `storage` (the block's array) for the running thread, or panics
  /// (DevicePanic, S8) when a handle it made earlier is still alive. `tag`
  /// spells the declaration's tag (called only to report).
  static SharedClaim take(const void *storage, std::string (*tag)(),
                          const char *file, unsigned line) {
    SharedClaim c;
    if (!tls_thread || !storage) return c;
    ThreadState &t = current();
    if (t.launch->checks == Check::None) return c;
    Key k{t.launch->id, t.global, storage};
    Site first;
    {
      Shard &r = shard(k);
      std::lock_guard<std::mutex> g(r.mu);
      auto [it, fresh] = r.live.try_emplace(k, Site{file, line});
      if (fresh) {
        c.key_ = k;
        return c;
      }
      first = it->second;
    }
    // Short: Error keeps 384 characters, the tag's spelling may be long.
    std::string msg = "rsgpu S8: a second live handle to one shared-memory array; "
                      "the first (made at " +
                      std::string(first.file ? first.file : "?") + ":" +
                      std::to_string(first.line) +
                      ") is alive: end it first or use another tag. Tag: " +
                      (tag ? tag() : std::string("?"));
    t.launch->fail(Error::device_panic(msg, file, line, t.block_idx, t.thread_idx));
    throw KernelAbort{};
  }

private:
  struct Key {
    std::uint32_t launch = 0;
    unsigned long long global = 0;
    const void *storage = nullptr;
    bool operator==(const Key &o) const {
      return launch == o.launch && global == o.global && storage == o.storage;
    }
  };
  struct KeyHash {
    std::size_t operator()(const Key &k) const {
      std::size_t h = std::hash<const void *>()(k.storage);
      h ^= std::hash<unsigned long long>()(k.global) + 0x9e3779b97f4a7c15ull +
           (h << 6) + (h >> 2);
      return h ^ (std::size_t(k.launch) << 1);
    }
  };
  struct Site {
    const char *file = nullptr;
    unsigned line = 0;
  };
  // Blocks run in parallel on several OS threads: the claims are spread over
  // shards (by thread and array) so that they rarely wait for each other.
  struct Shard {
    std::mutex mu;
    std::unordered_map<Key, Site, KeyHash> live;
  };
  static constexpr std::size_t kShards = 64;
  static Shard &shard(const Key &k) {
    static Shard shards[kShards];
    return shards[KeyHash()(k) % kShards];
  }
  void release() noexcept {
    if (!key_.storage) return;
    Shard &r = shard(key_);
    std::lock_guard<std::mutex> g(r.mu);
    r.live.erase(key_);
    key_ = Key{};
  }

  Key key_;
};

} // namespace rsgpu::detail::host
