use diff::*;
use kernel::u27_flat_map_small;

fn main() {
    diff::main(|d| {
        for n in [1usize, 5, 300] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_flat_map_small(x = buf(i32s(n, 61, 1000)), pairs = buf(u32s(n.min(6), 62)), out = buf_mut(zeros(n))));
        }
    });
}
