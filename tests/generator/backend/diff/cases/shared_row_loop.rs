//! shared_row_loop: four inputs per thread staged in shared memory by a row
//! loop, summed across threads after the barrier; blocks of 128, the last
//! block partly past the input's end.
use diff::*;
use kernel::shared_row_loop;

fn main() {
    diff::main(|d| {
        for (nb, n) in [(1usize, 512usize), (3, 2 * 512 + 300)] {
            launch!(
                d,
                blocks(nb, 128),
                shared_row_loop(x = buf(floats(n, 5)), y = buf_mut(zeros(nb * 128)))
            );
        }
    });
}
