use diff::*;
use kernel::u24_struct_update_default;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_struct_update_default(x = buf(floats(n, 2459)), out = buf_mut(zeros(n))));
        }
    });
}
