use diff::*;
use kernel::u29_fnv_murmur;

fn main() {
    diff::main(|d| {
        for (n, len, block) in [(1usize, 1usize, 32usize), (70, 12, 32), (500, 33, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_fnv_murmur(records = buf(bytes(n * len, 2918)), len = val(len), keys = buf_mut(zeros(n))));
        }
    });
}
