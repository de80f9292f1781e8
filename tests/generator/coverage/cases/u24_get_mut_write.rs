use diff::*;
use kernel::u24_get_mut_write;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_get_mut_write(x = buf(floats(n, 2453)), scale = val(0.75f32), out = buf_mut(zeros(n))));
        }
    });
}
