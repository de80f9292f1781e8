use diff::*;
use kernel::u24_shared_scan;

fn main() {
    diff::main(|d| {
        for n in [1usize, 128, 1000] {
            launch!(d, blocks(n.div_ceil(128), 128),
                    u24_shared_scan(x = buf(from_fn(n, |i| (hash(2437, i) % 1000) as u32)), out = buf_mut(zeros(n))));
        }
    });
}
