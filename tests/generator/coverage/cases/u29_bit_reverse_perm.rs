use diff::*;
use kernel::u29_bit_reverse_perm;

fn main() {
    diff::main(|d| {
        for (bits, grid, block) in [(0u32, 1usize, 32usize), (5, 1, 32), (10, 2, 128)] {
            let n = 1usize << bits;
            launch!(d, threads(grid, block),
                    u29_bit_reverse_perm(x = buf(floats(n, 2934)), bits = val(bits), out = buf_mut(zeros(n))));
        }
    });
}
