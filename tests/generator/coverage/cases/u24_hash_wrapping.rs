use diff::*;
use kernel::u24_hash_wrapping;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_hash_wrapping(x = buf(u32s(n, 2430)), seed = val(0xcbf2_9ce4_8422_2325u64), out = buf_mut(zeros(n))));
        }
    });
}
