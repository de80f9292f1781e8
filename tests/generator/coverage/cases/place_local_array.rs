use diff::*;
use kernel::place_local_array;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), place_local_array(x = buf(i32s(8 * n, 93, 1000)), out = buf_mut(zeros(n))));
        }
    });
}
