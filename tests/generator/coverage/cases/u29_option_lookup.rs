use diff::*;
use kernel::u29_option_lookup;

fn main() {
    diff::main(|d| {
        for (n, t, k, block) in [(1usize, 1usize, 3i32, 32usize), (90, 40, 1 << 20, 32), (500, 300, -7, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_option_lookup(idx = buf(from_fn(n, |i| (hash(2937, i) % (t as u64 + 10)) as u32)),
                                      table = buf(i32s(t, 2938, 100000)), k = val(k), out = buf_mut(zeros(n)),
                                      err = buf_mut(zeros(n))));
        }
    });
}
